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
  return (
    <SettingLabel htmlFor={id} title="Calm ways to play keep their bests apart; How to play says what changes">
      Mode
      <select
        id={id}
        data-testid="game-mode"
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
    </SettingLabel>
  );
}
