import { type BestSpec, type GameMode, type GameToast, type RoundResult, type RoundVerdict } from "@station/engine";
import { bestLine } from "./new-best-toast";
import { bestKeyAt } from "./speed";
import { record, useBestsStore } from "./store";
import { toast } from "../toast/toast-store";

/**
 * Games speak through the site's one toast region, so a game toast looks and reads like any other.
 * A game says its round-end toast and then reports the round in the same turn; the toast waits for
 * that turn to end (a microtask) so a new best can fold the game's words into its own toast rather
 * than replace them (at most one toast shows: see newBestToast).
 */
export function roundToasts(gameId: string, spec: BestSpec, modes?: readonly GameMode[]) {
  let held: GameToast | null = null;
  // The game's announcer reads its toasts: the site's copy is only seen.
  const show = (message: GameToast) => toast({ title: message.title, description: message.description, silent: true });
  return {
    onToast(message: GameToast) {
      held = message;
      queueMicrotask(() => {
        if (held !== message) return;
        held = null;
        show(message);
      });
    },
    /** Keeps the round's best, and answers with it for the game's end card. */
    onRound(result: RoundResult): RoundVerdict {
      const roundEnd = held;
      held = null;
      const newBest = record(gameId, spec, result, roundEnd ?? undefined, modes);
      if (!newBest && roundEnd) show(roundEnd);
      // A round played below full speed or in a calm mode answers with that kind of play's own
      // best, the one it was kept against.
      const kept = useBestsStore.getState().bests[bestKeyAt(gameId, result.variant, result.speed, result.mode)];
      const modeLabel = modes?.find((m) => m.id === result.mode)?.label;
      return { best: kept ? bestLine(spec, kept.value, result.variant, result.speed, modeLabel) : null, newBest };
    },
  };
}
