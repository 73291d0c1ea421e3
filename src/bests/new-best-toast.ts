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

/** The figure in plain words: "30 points", "12 moves on Hard". */
function figure(spec: BestSpec, value: number, variant?: string): string {
  const label = spec.variants?.find((v) => v.id === variant)?.label;
  return `${formatBest(spec.unit, value)}${label ? ` on ${label}` : ""}`;
}

/**
 * The toast of a round that set a new best: "New best: 30 points!". A game whose moment has a
 * name of its own keeps it as the title (Snake's 'New High Score', spec.md), and the figure goes
 * in the description. The site shows one toast at a time (spec.md), and a round usually ends
 * with the game's own toast ('Game Over', 'Congratulations! You won in N moves'): rather than one
 * replacing the other, the new-best toast carries the game's words in its description.
 */
export function newBestToast(spec: BestSpec, value: number, variant?: string, roundEnd?: RoundEndMessage): ToastInput {
  const round = roundEnd
    ? `${sentence(roundEnd.title)}${roundEnd.description ? ` ${sentence(roundEnd.description)}` : ""}`
    : "";
  const named = !spec.newBestTitle.startsWith("New best");
  const title = named ? spec.newBestTitle : `New best: ${figure(spec, value, variant)}!`;
  const parts = [round, named ? `Your best is now ${figure(spec, value, variant)}.` : ""].filter(Boolean);
  return parts.length > 0 ? { title, description: parts.join(" ") } : { title };
}
