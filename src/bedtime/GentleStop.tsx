import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { pillControlStyle } from "../components/pill-control";
import { useBedtime } from "./use-bedtime";
import { useStopAfter } from "./StopAfterSetting";

const Dialog = styled.dialog`
  max-width: min(26rem, calc(100vw - 32px));
  padding: 1.25rem 1.25rem 1rem;
  border-radius: var(--radius);
  border: 2px solid var(--lavender);
  background: var(--surface-solid);
  color: var(--text);
  &::backdrop {
    background: rgb(6 4 18 / 0.7);
  }
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 1rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
  a,
  button {
    ${pillControlStyle}
    display: inline-flex;
    align-items: center;
    padding: 0 1.1rem;
    background: transparent;
    text-decoration: none;
  }
  a {
    background: var(--pink);
    border-color: var(--pink);
    color: #231a4d;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
`;

/** How often the time on the page is counted: play time, while the page is seen. */
const TICK_MS = 1000;
const MORE_MINUTES = 5;

/**
 * Bedtime's gentle stop on a game page: after the chosen minutes of the page being seen, the game
 * pauses (`onHold`) and a calm dialog says "That's enough for tonight", with a way to the home
 * page or five more minutes. Nothing is lost: the game keeps its place behind its Resume button.
 */
export function GentleStop({ onHold }: { onHold(hold: boolean): void }) {
  const on = useBedtime();
  const stopAfter = useStopAfter();
  const [shown, setShown] = useState(false);
  /** Time granted beyond the chosen minutes ("5 more minutes"). */
  const [extraMs, setExtraMs] = useState(0);
  const played = useRef(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const limitMs = stopAfter === 0 ? 0 : stopAfter * 60_000 + extraMs;

  useEffect(() => {
    if (!on || limitMs === 0 || shown) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      played.current += TICK_MS;
      if (played.current >= limitMs) setShown(true);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [on, limitMs, shown]);

  useEffect(() => {
    onHold(shown);
    const box = dialog.current;
    if (shown && box && !box.open) box.showModal();
    if (!shown && box?.open) box.close();
  }, [shown, onHold]);

  const moreTime = () => {
    setExtraMs(played.current + MORE_MINUTES * 60_000 - stopAfter * 60_000);
    setShown(false);
  };

  return (
    <Dialog ref={dialog} aria-labelledby="gentle-stop-title" data-testid="gentle-stop" onCancel={moreTime}>
      <h2 id="gentle-stop-title">That&apos;s enough for tonight</h2>
      <p>You have played for a while. The game is paused and keeps your place. Sleep well!</p>
      <div className="actions">
        <Link to="/">Goodnight</Link>
        <button type="button" onClick={moreTime}>
          {MORE_MINUTES} more minutes
        </button>
      </div>
    </Dialog>
  );
}
