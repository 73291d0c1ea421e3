import { formatBest, type BestSpec } from "../../engine";
import type { ToastInput } from "../toast/toast-store";
import { speedLabel, type GameSpeed } from "./speed";

export interface RoundEndMessage {
  readonly title: string;
  readonly description?: string;
}

/** "Fewest moves: 14 moves", "Best score (Hard): 12 points", "High score at 80 % speed: 90 points". */
export function bestLine(spec: BestSpec, value: number, variant?: string, speed: GameSpeed = 1): string {
  const label = spec.variants?.find((v) => v.id === variant)?.label;
  const slower = speed === 1 ? "" : ` at ${speedLabel(speed)}`;
  return `${spec.label}${label ? ` (${label})` : ""}${slower}: ${formatBest(spec.unit, value)}`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The toast of a round that set a new best. The site shows one toast at a time (spec.md), and a
 * round usually ends with the game's own toast ('Game Over', 'Congratulations! You won in N
 * moves'). Rather than one replacing the other, the new-best toast carries the game's words in its
 * description: the player reads both, and the game's spec text stays on screen for its 5 s.
 */
export function newBestToast(
  spec: BestSpec,
  value: number,
  variant?: string,
  roundEnd?: RoundEndMessage,
  speed: GameSpeed = 1,
): ToastInput {
  const round = roundEnd
    ? `${sentence(roundEnd.title)}${roundEnd.description ? ` ${sentence(roundEnd.description)}` : ""} `
    : "";
  return { title: spec.newBestTitle, description: `${round}${sentence(bestLine(spec, value, variant, speed))}` };
}
