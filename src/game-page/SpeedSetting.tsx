import styled from "@emotion/styled";
import { useId } from "react";
import { GAME_SPEEDS, speedPercent, type GameSpeed } from "../bests/speed";

/** A setting beside the board: a word and its select, as one control. */
export const SettingLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 700;
  select {
    min-height: 40px;
    padding: 0 0.5rem;
    border-radius: 999px;
    border: 2px solid var(--lavender);
    background: var(--surface-raised);
    color: var(--text);
    font: inherit;
    font-weight: 800;
    cursor: pointer;
  }
  select:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
`;

/**
 * A gentler game for those who want one: 100 %, 80 % or 60 % of the game's speed. Full speed is
 * spec.md's own; a best made slower is kept apart (src/bests/speed.ts).
 */
export function SpeedSetting({ speed, onChange }: { speed: GameSpeed; onChange(speed: GameSpeed): void }) {
  const id = useId();
  return (
    <SettingLabel htmlFor={id} title="A slower game keeps its bests apart">
      Speed
      <select
        id={id}
        data-testid="game-speed"
        value={speedPercent(speed)}
        onChange={(e) => onChange(GAME_SPEEDS.find((s) => speedPercent(s) === Number(e.target.value)) ?? 1)}
      >
        {GAME_SPEEDS.map((s) => (
          <option key={s} value={speedPercent(s)}>
            {speedPercent(s)} %
          </option>
        ))}
      </select>
    </SettingLabel>
  );
}
