import styled from "@emotion/styled";
import { Suspense } from "react";
import { pillControlStyle } from "../components/pill-control";
import { retryableLazy } from "../offline/retryable-lazy";
import { setBedtime } from "./bedtime";
import { useBedtime } from "./use-bedtime";

// Only while bedtime is on: a first visit never loads it.
const StopAfterSetting = retryableLazy(() => import("./StopAfterSetting"));

const Switch = styled.button`
  display: flex;
  width: 100%;
  ${pillControlStyle}
  margin-block: 0.5rem;
  padding: 0 0.9rem;
  background: none;
  &[aria-checked="true"] {
    background: var(--surface-raised);
  }
  align-items: center;
  justify-content: space-between;
`;

/**
 * The site-wide Bedtime switch, in the menu: a dim, still sky, softer games, and a gentle stop in
 * the games after the time chosen under it. Its state is said in words beside it, not only in its
 * colour.
 */
export function BedtimeSetting() {
  const on = useBedtime();
  return (
    <>
      <Switch type="button" role="switch" aria-checked={on} onClick={() => setBedtime(!on)}>
        Bedtime <span aria-hidden="true">{on ? "On" : "Off"}</span>
      </Switch>
      {on ? (
        <Suspense fallback={null}>
          <StopAfterSetting />
        </Suspense>
      ) : null}
    </>
  );
}
