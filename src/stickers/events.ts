/**
 * What a visitor did at the station, reported by the games' host, the studio, the contest and
 * the pages. Callers say what happened, never which sticker it earns: the sticker book's rules
 * (pure functions) decide that, so a new sticker needs no change at the places that report.
 *
 * A leaf like src/toast: it imports nothing of the site, so any page may report without pulling
 * the sticker book into its first load. Listeners subscribe once the book's code has loaded;
 * events reported before that wait in a short queue and are handed over when the first listener
 * arrives.
 */
export type StationEvent =
  /** A round reached its end card. `mode` is a gentler speed or calm mode when one was chosen. */
  | { kind: "round-finished"; game: string; mode?: string; newBest?: boolean; gentle?: boolean }
  /** A game declared a moment of its own (e.g. Word Search's backwards word). */
  | { kind: "game-moment"; game: string; moment: string }
  | { kind: "studio-region-colored"; page: string; colorsUsed: number }
  | { kind: "studio-page-finished"; page: string }
  | { kind: "picture-saved"; page: string; how: "download" | "print" | "account" }
  | { kind: "contest-entered" }
  | { kind: "article-read"; slug: string }
  | { kind: "poster-opened"; id: string }
  | { kind: "page-visited"; path: string }
  | { kind: "daily-finished"; activity: "coloring" | "word-search"; day: string };

export type StationEventListener = (event: StationEvent) => void;

const listeners = new Set<StationEventListener>();
const waiting: StationEvent[] = [];
const MAX_WAITING = 50;

export function reportStationEvent(event: StationEvent): void {
  if (listeners.size === 0) {
    if (waiting.length < MAX_WAITING) waiting.push(event);
    return;
  }
  for (const listener of listeners) listener(event);
}

/** Returns the function that unsubscribes. The first listener receives what waited. */
export function onStationEvent(listener: StationEventListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    for (const event of waiting.splice(0)) listener(event);
  }
  return () => listeners.delete(listener);
}
