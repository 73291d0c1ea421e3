import type { ComponentProps } from "react";
import { Part, Row } from "./styles";

type HomePartProps = ComponentProps<typeof Part> & {
  /** The heading's id, which names the part. */
  id: string;
  heading: string;
};

/** One part of the home page under its own heading; the section is named by that heading. */
export function HomePart({ id, heading, children, ...rest }: HomePartProps) {
  return (
    <Part aria-labelledby={id} {...rest}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Part>
  );
}

type CardRowPartProps = HomePartProps & {
  /** Cards across on a phone, and from 720 px. */
  phone: number;
  wide: number;
};

/** A part of the home page whose body is one row of cards. */
export function CardRowPart({ phone, wide, children, ...part }: CardRowPartProps) {
  return (
    <HomePart {...part}>
      <Row phone={phone} wide={wide}>
        {children}
      </Row>
    </HomePart>
  );
}
