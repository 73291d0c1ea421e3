import styled from "@emotion/styled";
import { Moon } from "lucide-react";
import { useId } from "react";
import { setBedtime, setStopAfter, STOP_CHOICES, type StopAfter } from "./bedtime";
import { useBedtime } from "./use-bedtime";

const Box = styled.div`
  display: grid;
  gap: 0.4rem;
  padding: 0.5rem 0;
  font-weight: 700;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    width: 100%;
    min-height: 48px;
    padding: 0 0.9rem;
    border-radius: 999px;
    border: 2px solid var(--lavender);
    background: transparent;
    color: var(--text);
    font: inherit;
    font-weight: 800;
    cursor: pointer;
  }
  button[aria-checked="true"] {
    background: var(--surface-raised);
  }
  button:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
  .state {
    margin-inline-start: auto;
    font-size: 0.9rem;
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
  select {
    min-height: 48px;
    padding: 0 0.5rem;
    border-radius: 12px;
    border: 2px solid var(--lavender);
    background: var(--surface-raised);
    color: var(--text);
    font: inherit;
  }
`;

/**
 * The site-wide Bedtime switch, in the menu: a dim, still sky, softer games, and a gentle stop
 * offered in the games after the chosen time. The state is in words beside the switch, not only
 * in its colour.
 */
export function BedtimeSetting() {
  const { on, stopAfter } = useBedtime();
  const id = useId();
  return (
    <Box data-testid="bedtime-setting">
      <button type="button" role="switch" aria-checked={on} onClick={() => setBedtime(!on)}>
        <Moon aria-hidden size={20} />
        Bedtime
        <span className="state" aria-hidden="true">
          {on ? "On" : "Off"}
        </span>
      </button>
      {on ? (
        <label htmlFor={id}>
          Offer a gentle stop in games after
          <select id={id} value={stopAfter} onChange={(e) => setStopAfter(Number(e.target.value) as StopAfter)}>
            {STOP_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? "never" : `${minutes} minutes`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </Box>
  );
}
