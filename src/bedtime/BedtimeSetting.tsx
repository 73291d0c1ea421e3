import styled from "@emotion/styled";
import { setBedtime } from "./bedtime";
import { useBedtime } from "./use-bedtime";

const Switch = styled.button`
  display: flex;
  width: 100%;
  min-height: 48px;
  margin-block: 0.5rem;
  padding: 0 0.9rem;
  border-radius: 999px;
  border: 2px solid var(--lavender);
  background: none;
  color: var(--text);
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &[aria-checked="true"] {
    background: var(--surface-raised);
  }
  align-items: center;
  justify-content: space-between;
`;

/**
 * The site-wide Bedtime switch, in the menu: a dim, still sky, softer games, and a gentle stop in
 * the games. Its state is said in words beside it, not only in its colour.
 */
export function BedtimeSetting() {
  const on = useBedtime();
  return (
    <Switch type="button" role="switch" aria-checked={on} onClick={() => setBedtime(!on)}>
      Bedtime <span aria-hidden="true">{on ? "On" : "Off"}</span>
    </Switch>
  );
}
