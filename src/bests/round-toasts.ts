import type { BestSpec, GameToast, RoundResult } from "../../engine";
import { record } from "./store";
import { toast } from "../toast/toast-store";

/**
 * Games speak through the site's one toast region, so a game toast looks and reads like any other.
 * A game says its round-end toast and then reports the round in the same turn; the toast waits for
 * that turn to end (a microtask) so a new best can fold the game's words into its own toast rather
 * than replace them (at most one toast shows: see newBestToast).
 */
export function roundToasts(gameId: string, spec: BestSpec) {
  let held: GameToast | null = null;
  const show = (message: GameToast) => toast({ title: message.title, description: message.description });
  return {
    onToast(message: GameToast) {
      held = message;
      queueMicrotask(() => {
        if (held !== message) return;
        held = null;
        show(message);
      });
    },
    onRound(result: RoundResult) {
      const roundEnd = held;
      held = null;
      if (!record(gameId, spec, result, roundEnd ?? undefined) && roundEnd) show(roundEnd);
    },
  };
}
