import type { GameSpeed, RoundResult, RoundVerdict } from "../contract/best";
import type { GamePhase, RoundEnd } from "../contract/define-game";
import type { EndCardContent } from "../effects/end-card-layout";

/**
 * The pace a round was played at: the slowest the player chose since it started, so a round
 * slowed down halfway never counts as a full-speed best. A round starts when the game's phase
 * enters "playing" from anything but "paused".
 */
export interface RoundSpeed {
  current(): GameSpeed;
  set(speed: GameSpeed): void;
  /** The game's phase this frame (GameInstance.phase), to see a new round start. */
  phase(phase: GamePhase | undefined): void;
  /**
   * `result` stamped with the round's pace: `speed` only when some of it ran below 1, and the calm
   * `mode` it was played in, if any.
   */
  stamp(result: RoundResult): RoundResult;
}

export function createRoundSpeed(initial: GameSpeed, mode?: string): RoundSpeed {
  let current = initial;
  let slowest: GameSpeed = initial;
  let last: GamePhase | undefined;
  return {
    current: () => current,
    set(speed) {
      current = speed;
      if (speed < slowest) slowest = speed;
    },
    phase(phase) {
      if (phase === "playing" && last !== "playing" && last !== "paused") slowest = current;
      last = phase;
    },
    stamp(result) {
      const { speed: _ignored, mode: _mode, ...rest } = result;
      const paced = slowest === 1 ? rest : { ...rest, speed: slowest };
      return mode === undefined ? paced : { ...paced, mode };
    },
  };
}

/** The mode a page asked for, if the game offers it: anything else is the spec's own play. */
export function offeredMode(
  modes: readonly { id: string }[] | undefined,
  mode: string | undefined,
): string | undefined {
  return mode !== undefined && modes?.some((m) => m.id === mode) ? mode : undefined;
}

/** The end card's words for a round's end and the site's answer about its best. */
export function endCardContent(end: RoundEnd, verdict: RoundVerdict | null): EndCardContent {
  return {
    outcome: end.outcome,
    title: end.title,
    lines: end.lines,
    best: verdict?.best ?? undefined,
    newBest: verdict?.newBest ?? false,
    playAgainLabel: "Play again",
  };
}

/** What a screen reader hears when the card shows: the same words, once. */
export function endCardWords(card: EndCardContent): string {
  const parts = [card.title, ...card.lines];
  if (card.newBest) parts.push("New best!");
  if (card.best) parts.push(card.best);
  parts.push("Press Enter to play again.");
  return parts.map((part) => part.replace(/[.!?]$/, "") + (/[!?]$/.test(part) ? part.slice(-1) : ".")).join(" ");
}

/** A toast's words as one announcement. */
export function toastWords(toast: { title: string; description?: string }): string {
  return toast.description ? `${toast.title} ${toast.description}` : toast.title;
}
