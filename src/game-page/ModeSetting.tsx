import { useId } from "react";
import type { GameMode } from "@station/engine";
import { SettingLabel } from "./SpeedSetting";

/** The spec's own play, the first choice: the word each game's calm modes stand beside. */
export const CLASSIC = "Classic";

/**
 * Calm ways to play (Snake's Zen, Little Dodger's Drift, ...), beside the game speed. Choosing one
 * starts a fresh board in it; its bests are kept apart, as a gentler speed's are.
 */
export function ModeSetting({
  modes,
  mode,
  onChange,
}: {
  modes: readonly GameMode[];
  mode: GameMode | undefined;
  onChange(mode: string | undefined): void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <SettingLabel
      htmlFor={id}
      title={mode ? mode.description : "The game as it was made; calm modes keep their bests apart"}
    >
      Mode
      <select
        id={id}
        data-testid="game-mode"
        aria-describedby={hintId}
        value={mode?.id ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      >
        <option value="">{CLASSIC}</option>
        {modes.map((m) => (
          <option key={m.id} value={m.id}>
            {m.label}
          </option>
        ))}
      </select>
      <span id={hintId} hidden>
        {mode ? mode.description : "The game as it was made."}
      </span>
    </SettingLabel>
  );
}
