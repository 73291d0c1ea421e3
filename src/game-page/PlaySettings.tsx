import styled from "@emotion/styled";
import { ChevronDown, Gauge, Gamepad2, Leaf } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { GameMode } from "@station/engine";
import { GAME_SPEEDS, speedPercent, type GameSpeed } from "../bests/speed";

/** The spec's own play, the first choice: the word each game's calm modes stand beside. */
export const CLASSIC = "Classic";

/**
 * Below the wide layout the pill sheds its decoration, not its words: the mode is its name alone
 * (an icon by itself told a newcomer nothing) and the speed's icon sits closer, so the pill is
 * about 30 px wider than the icon-only mode made it. Upright at 390 px the games with a speed keep
 * their lines; Memory and Word Search, whose pill is the mode alone, take one more line above the
 * board, which still fits; on its side every row keeps its lines.
 */
const NARROW = "(max-width: 1023.98px)";

/**
 * One pill for both settings, the mode and the speed, each a native select named by a hidden word
 * (its icon and tooltip say it on screen). Two labelled selects side by side made Color Match's
 * heading row a line taller at 1280 px, and the board no longer fitted the screen.
 */
const Pill = styled.div`
  display: inline-flex;
  align-items: stretch;
  flex: 0 0 auto;
  /* An inset ring, not a border, so the selects fill the pill: 48 px tall on touch, not 44. */
  box-shadow: inset 0 0 0 2px var(--lavender);
  border-radius: 999px;
  background: var(--surface-raised);
  min-height: 44px;
  @media (pointer: coarse) {
    min-height: 48px;
  }
  & > * + * {
    border-inline-start: 1px solid var(--lavender);
  }
`;

const Field = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  /* The icon and chevron are drawn over the select, which takes every press. */
  & > svg {
    position: absolute;
    pointer-events: none;
    color: var(--lavender);
  }
  & > svg:first-of-type {
    inset-inline-start: 0.6rem;
  }
  & > svg:last-of-type {
    inset-inline-end: 0.45rem;
  }
  select {
    appearance: none;
    field-sizing: content;
    align-self: stretch;
    min-width: 44px;
    margin: 0;
    padding: 0 1.55rem 0 2.1rem;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: var(--text);
    font: inherit;
    font-size: 0.95rem;
    font-weight: 800;
    cursor: pointer;
  }
  select:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  option {
    background: var(--surface-raised);
    color: var(--text);
  }
  @media ${NARROW} {
    select {
      padding: 0 1.45rem 0 1.85rem;
    }
    & > svg:first-of-type {
      inset-inline-start: 0.5rem;
    }
    & > svg:last-of-type {
      inset-inline-end: 0.4rem;
    }
    /* The mode by its name: "Zen", "6 pairs", "Practice" say what the control is. */
    &[data-words-only] {
      select {
        padding-inline-start: 0.75rem;
      }
      & > svg:first-of-type {
        display: none;
      }
    }
  }
`;

function Setting({
  name,
  hint,
  icon,
  wordsOnly,
  children,
}: {
  name: string;
  hint: string;
  icon: ReactNode;
  /** Below the wide layout, the chosen option's words without the icon. */
  wordsOnly?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Field htmlFor={id} title={`${name}: ${hint}`} data-words-only={wordsOnly ? "" : undefined}>
      <span className="visually-hidden">{name}</span>
      {icon}
      {children(id)}
      <ChevronDown aria-hidden size={16} />
    </Field>
  );
}

/**
 * Calm ways to play (Snake's Zen, Little Dodger's Drift, ...) and a gentler speed (100 %, 80 % or
 * 60 %; full speed is spec.md's own), beside the board. Choosing a mode starts a fresh board in
 * it; a mode's or a slower speed's bests are kept apart (src/bests/speed.ts).
 */
export function PlaySettings({
  modes,
  mode,
  onMode,
  speed,
  onSpeed,
}: {
  modes: readonly GameMode[] | undefined;
  mode: GameMode | undefined;
  onMode(mode: string | undefined): void;
  /** Undefined where the game offers no speed. */
  speed: GameSpeed | undefined;
  onSpeed(speed: GameSpeed): void;
}) {
  if (!modes && speed === undefined) return null;
  return (
    <Pill data-testid="play-settings">
      {modes ? (
        <Setting
          name="Mode"
          hint="calm ways to play keep their bests apart; How to play says what changes"
          icon={mode ? <Leaf aria-hidden size={18} /> : <Gamepad2 aria-hidden size={18} />}
          wordsOnly
        >
          {(id) => (
            <select
              id={id}
              data-testid="game-mode"
              value={mode?.id ?? ""}
              onChange={(e) => onMode(e.target.value === "" ? undefined : e.target.value)}
            >
              <option value="">{CLASSIC}</option>
              {modes.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          )}
        </Setting>
      ) : null}
      {speed !== undefined ? (
        <Setting name="Speed" hint="a slower game keeps its bests apart" icon={<Gauge aria-hidden size={18} />}>
          {(id) => (
            <select
              id={id}
              data-testid="game-speed"
              value={speedPercent(speed)}
              onChange={(e) => onSpeed(GAME_SPEEDS.find((s) => speedPercent(s) === Number(e.target.value)) ?? 1)}
            >
              {GAME_SPEEDS.map((s) => (
                <option key={s} value={speedPercent(s)}>
                  {speedPercent(s)} %
                </option>
              ))}
            </select>
          )}
        </Setting>
      ) : null}
    </Pill>
  );
}
