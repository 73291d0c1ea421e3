import styled from "@emotion/styled";
import { Check } from "lucide-react";
import { useId } from "react";
import type { Dispatch } from "@station/engine";
import {
  HudAnnouncer,
  HudBar,
  HudButton,
  HudButtons,
  HudStats,
  HudStatus,
  useGameState,
  visuallyHiddenCss,
} from "@station/engine/hud";
import { selectionLetters } from "./rules";
import type { WordSearchAction, WordSearchGame } from "./store";

/**
 * The letters being selected, large, so a finger covering the grid does not hide them. Its
 * height never changes: the grid below must not move while a finger drags across it.
 */
const Selecting = styled.p`
  display: flex;
  flex: 1 1 14rem;
  align-items: center;
  justify-content: center;
  height: 2.75rem;
  margin: 0;
  padding: 0 1rem;
  overflow: hidden;
  border-radius: 999px;
  background: var(--surface-solid);
  border: 1px solid var(--border);
  white-space: nowrap;
  &[data-active="true"] {
    font-size: 1.7rem;
    font-weight: 900;
    letter-spacing: 0.18em;
    color: var(--text);
  }
  &[data-active="false"] {
    font-size: 0.95rem;
    color: var(--text-muted);
  }
  /* On a phone it takes a line of its own under the count and the button. */
  @media (max-width: 599px) {
    order: 1;
    flex-basis: 100%;
  }
`;

export function WordSearchHud({ game, dispatch }: { game: WordSearchGame; dispatch: Dispatch<WordSearchAction> }) {
  const { found, total, letters, status, wonMessage, announcement, won } = useGameState(game.store, (s) => ({
    found: s.state.found.length,
    total: s.state.placed.length,
    letters: selectionLetters(s.state),
    status: s.status,
    wonMessage: s.wonMessage,
    announcement: s.announcement,
    won: s.state.phase === "won",
  }));
  return (
    <>
      <HudBar>
        <HudStats items={[{ label: "Found", value: `${found} of ${total}`, testId: "found-count" }]} />
        {/* Screen readers hear the selection through the announcer instead. */}
        <Selecting aria-hidden="true" data-testid="selection" data-active={letters ? "true" : "false"}>
          {letters || "Drag across a word, or tap both ends"}
        </Selecting>
        <HudButtons>
          <HudButton primary={won} onClick={() => dispatch("new-game")}>
            New Game
          </HudButton>
        </HudButtons>
      </HudBar>
      {/* Not a live region: found words are said by their toasts, misses and the win by the engine. */}
      <HudStatus data-testid="game-status" data-won={wonMessage ? "true" : undefined}>
        {wonMessage ? "You Won!" : status}
      </HudStatus>
      <HudAnnouncer testId="announcer">{announcement}</HudAnnouncer>
    </>
  );
}

const Panel = styled.section`
  padding: 0.75rem 1rem;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0.15rem 0 0.5rem;
    color: var(--text-muted);
  }
  ul {
    display: grid;
    /* Two columns from a 360 px phone up: the list must fit the room kept under the board. */
    grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
    gap: 0.3rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 1.75rem;
    font-weight: 800;
    letter-spacing: 0.06em;
  }
  li::before {
    content: "";
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    border: 2px solid var(--lavender);
  }
  li[data-found="true"]::before {
    display: none;
  }
  li[data-found="true"] {
    color: var(--text-muted);
  }
  s {
    text-decoration-thickness: 2px;
  }
  .found {
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0;
    color: var(--mint);
  }
  /* A phone on its side: the panel beside the board is short, so the whole list must fit it in
     two narrow columns; the HUD above already shows the count. */
  @media (orientation: landscape) and (max-height: 560px) {
    p {
      ${visuallyHiddenCss}
    }
    h2 {
      margin-block-end: 0.3rem;
    }
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0.15rem 0.6rem;
    }
    li {
      min-height: 1.5rem;
      font-size: 0.9rem;
      letter-spacing: 0.03em;
    }
    .found {
      ${visuallyHiddenCss}
    }
  }
  /* A column that narrow has no room for the word "found" beside a long word: the tick and the
     line through show it, and screen readers still hear it. */
  @media (max-width: 419.98px) {
    .found {
      ${visuallyHiddenCss}
    }
  }
`;

/** What is left to find, as a real list: found words struck through and labelled "found". */
export function WordList({ game }: { game: WordSearchGame }) {
  const headingId = useId();
  const { words, found } = useGameState(game.store, (s) => ({
    words: s.state.placed.map((p) => p.word).join(" "),
    found: s.state.found.map((f) => f.word).join(" "),
  }));
  const foundSet = new Set(found.split(" ").filter(Boolean));
  const list = words
    .split(" ")
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b));
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Words to find</h2>
      <p>
        {foundSet.size} of {list.length} found
      </p>
      <ul data-testid="word-list">
        {list.map((word) =>
          foundSet.has(word) ? (
            <li key={word} data-found="true">
              <Check aria-hidden size={16} color="var(--mint)" strokeWidth={3} />
              <s>{word}</s> <span className="found">found</span>
            </li>
          ) : (
            <li key={word}>{word}</li>
          ),
        )}
      </ul>
    </Panel>
  );
}
