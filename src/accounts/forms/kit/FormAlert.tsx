import styled from "@emotion/styled";
import { CircleAlert, CircleCheck } from "lucide-react";
import { forwardRef, type ReactNode } from "react";

const Box = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: var(--radius-small);
  font-weight: 700;
  &[data-tone="error"] {
    background: var(--danger-bg);
    color: var(--danger-text);
    border: 2px solid #ff9fbf;
  }
  &[data-tone="info"] {
    background: #1f4a3e;
    color: #e6fff5;
    border: 2px solid var(--mint);
  }
  svg {
    flex: none;
    margin-top: 3px;
  }
  p {
    margin: 0;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

/**
 * A message about the whole form. The live region is always in the page (empty until needed),
 * so screen readers announce the message when it appears. The message itself can take the focus
 * (the ref), which is where an account form sends it when nothing in a field is to blame.
 */
export const FormAlert = forwardRef<HTMLDivElement, { tone: "error" | "info"; children: ReactNode }>(function FormAlert(
  { tone, children },
  ref,
) {
  return (
    <div role={tone === "error" ? "alert" : "status"} aria-live={tone === "error" ? "assertive" : "polite"}>
      {children ? (
        <Box ref={ref} tabIndex={-1} data-tone={tone} data-testid={`form-${tone}`}>
          {tone === "error" ? <CircleAlert aria-hidden size={20} /> : <CircleCheck aria-hidden size={20} />}
          <div>{children}</div>
        </Box>
      ) : null}
    </div>
  );
});
