import { formatBest, type BestSpec } from "@station/engine";
import type { ToastInput } from "../toast/toast-store";
import { playLabel, type GameSpeed } from "./speed";

export interface RoundEndMessage {
  readonly title: string;
  readonly description?: string;
}

/**
 * Which best a figure is: its variant's label ("Hard") and, in a calm mode or below full speed,
 * " in Zen at 80 % speed".
 */
function whichBest(spec: BestSpec, variant: string | undefined, speed: GameSpeed, modeLabel?: string) {
  return {
    level: spec.variants?.find((v) => v.id === variant)?.label,
    slower: playLabel(speed, modeLabel),
  };
}

/** "Fewest moves: 14 moves", "Best score (Hard): 12 points", "High score in Zen at 80 % speed: 90 points". */
export function bestLine(
  spec: BestSpec,
  value: number,
  variant?: string,
  speed: GameSpeed = 1,
  modeLabel?: string,
): string {
  const { level, slower } = whichBest(spec, variant, speed, modeLabel);
  return `${spec.label}${level ? ` (${level})` : ""}${slower}: ${formatBest(spec.unit, value)}`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "New best: 12 moves!", "New best on Hard: 7 points!", "New best at 80 % speed: 90 points!". */
function newBestWords(
  spec: BestSpec,
  value: number,
  variant: string | undefined,
  speed: GameSpeed,
  modeLabel?: string,
): string {
  const { level, slower } = whichBest(spec, variant, speed, modeLabel);
  return `New best${level ? ` on ${level}` : ""}${slower}: ${formatBest(spec.unit, value)}!`;
}

/**
 * The toast of a round that set a new best. The site shows one toast at a time (spec.md), and a
 * round usually ends with the game's own toast ('Game Over', 'Congratulations! You won in N
 * moves'). Rather than one replacing the other, the new-best toast carries the game's words in its
 * description: the player reads both, and the game's spec text stays on screen for its 5 s. Its
 * title says the new figure, unless spec.md gives the game a title of its own (Snake's 'New High
 * Score'): then the figure follows the game's words.
 */
export function newBestToast(
  spec: BestSpec,
  value: number,
  variant?: string,
  roundEnd?: RoundEndMessage,
  speed: GameSpeed = 1,
  modeLabel?: string,
): ToastInput {
  const words = roundEnd
    ? [sentence(roundEnd.title), ...(roundEnd.description ? [sentence(roundEnd.description)] : [])]
    : [];
  if (!spec.newBestTitle) {
    return { title: newBestWords(spec, value, variant, speed, modeLabel), description: words.join(" ") || undefined };
  }
  return {
    title: spec.newBestTitle,
    description: [...words, sentence(bestLine(spec, value, variant, speed, modeLabel))].join(" "),
  };
}
