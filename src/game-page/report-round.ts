import type { RoundResult } from "@station/engine";
import { reportStationEvent } from "../stickers/events";
import { localDay } from "../stickers/today";

/**
 * Tells the sticker book a round reached its end card: which game, whether it was a new best, and
 * whether it was played at a gentler speed. A page opened as today's puzzle (`?daily=<day>`) also
 * reports that day's puzzle finished, when the round was won on that very day.
 */
export function reportRoundToStickers(game: string, result: RoundResult, newBest: boolean): void {
  const gentle = result.speed !== undefined && result.speed < 1;
  reportStationEvent({ kind: "round-finished", game, newBest, gentle });
  const daily = new URLSearchParams(window.location.search).get("daily");
  if (game === "word-search" && daily && daily === localDay(new Date())) {
    reportStationEvent({ kind: "daily-finished", activity: "word-search", day: daily });
  }
}
