import type { ComponentProps } from "react";
import { Part } from "./styles";

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
