import { formatBest, type BestSpec } from "../../engine";
import type { ToastInput } from "../toast/toast-store";

export interface RoundEndMessage {
  readonly title: string;
  readonly description?: string;
}

/** "Fewest moves: 14 moves", "Best score (Hard): 12 points". */
export function bestLine(spec: BestSpec, value: number, variant?: string): string {
  const label = spec.variants?.find((v) => v.id === variant)?.label;
  return `${spec.label}${label ? ` (${label})` : ""}: ${formatBest(spec.unit, value)}`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The toast of a round that set a new best. The site shows one toast at a time (spec.md), and a
 * round usually ends with the game's own toast ('Game Over', 'Congratulations! You won in N
 * moves'). Rather than one replacing the other, the new-best toast carries the game's words in its
 * description: the player reads both, and the game's spec text stays on screen for its 5 s.
 */
export function newBestToast(spec: BestSpec, value: number, variant?: string, roundEnd?: RoundEndMessage): ToastInput {
  const round = roundEnd
    ? `${sentence(roundEnd.title)}${roundEnd.description ? ` ${sentence(roundEnd.description)}` : ""} `
    : "";
  return { title: spec.newBestTitle, description: `${round}${sentence(bestLine(spec, value, variant))}` };
}
