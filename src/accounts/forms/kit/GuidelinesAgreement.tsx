/**
 * Sign-up's tick: the member agrees to the community guidelines (the version is kept with the
 * account). Its problem, when sent unticked, is part of its description, as a text field's is.
 */
import styled from "@emotion/styled";
import { CircleAlert } from "lucide-react";
import { useId, type ChangeEvent, type RefObject } from "react";
import { Link } from "react-router";
import { GUIDELINES_PATH } from "../../../../common/guidelines";
import { tickBoxCss } from "./field-css";

export const GUIDELINES_PROBLEM = "Please read the community guidelines and tick the box to agree to them.";

const Box = styled.div`
  display: grid;
  gap: 4px;
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    min-height: 48px;
    font-weight: 700;
  }
  input {
    ${tickBoxCss}
  }
  p {
    display: flex;
    gap: 6px;
    margin: 0;
    font-size: 0.95rem;
    font-weight: 700;
    color: #ffc2d6;
  }
`;

export function GuidelinesAgreement({
  ref,
  problem,
  checked,
  onChange,
}: {
  ref: RefObject<HTMLInputElement | null>;
  problem: string | null;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name="guidelines"
          checked={checked}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={onChange}
        />
        <span>
          I have read the <Link to={GUIDELINES_PATH}>community guidelines</Link> and agree to keep this space kind and
          safe for work.
        </span>
      </label>
      {problem ? (
        <p id={`${id}-problem`}>
          <CircleAlert aria-hidden size={18} />
          <span>{problem}</span>
        </p>
      ) : null}
    </Box>
  );
}
