/**
 * The browser's copy of the sticker book: a visitor's only copy, a member's cache. One versioned
 * key, like the bests (src/bests/local.ts).
 */
import { EMPTY_PROGRESS, type Progress } from "./rules";

import { LOCAL_STICKERS_KEY } from "./local-key";
import { browserStorage, type KeyValueStorage } from "../components/browser-storage";

export { clearLocalBook, LOCAL_STICKERS_KEY } from "./local-key";
const VERSION = 1;

/** Sticker id -> when it was first earned (ISO). */
export type EarnedMap = Readonly<Record<string, string>>;

export interface LocalBook {
  readonly earned: EarnedMap;
  readonly progress: Progress;
  /** Stickers a member earned that the account has not confirmed yet (offline, a failed request). */
  readonly pending: readonly string[];
}

export const EMPTY_BOOK: LocalBook = { earned: {}, progress: EMPTY_PROGRESS, pending: [] };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.length <= 100) : [];

export function parseBook(raw: string | null): LocalBook {
  try {
    const data: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof data !== "object" || data === null || (data as { v?: unknown }).v !== VERSION) return EMPTY_BOOK;
    const { earned, progress, pending } = data as {
      earned?: unknown;
      progress?: Record<string, unknown>;
      pending?: unknown;
    };
    const kept: Record<string, string> = {};
    if (typeof earned === "object" && earned !== null) {
      for (const [id, at] of Object.entries(earned)) {
        if (typeof at === "string" && !Number.isNaN(Date.parse(at))) kept[id] = at;
      }
    }
    return {
      earned: kept,
      progress: {
        articles: strings(progress?.articles),
        visitDays: strings(progress?.visitDays),
        games: strings(progress?.games),
        pages: strings(progress?.pages),
      },
      pending: strings(pending).filter((id) => id in kept),
    };
  } catch {
    return EMPTY_BOOK;
  }
}

export function readLocalBook(storage: KeyValueStorage | null = browserStorage()): LocalBook {
  return storage ? parseBook(storage.getItem(LOCAL_STICKERS_KEY)) : EMPTY_BOOK;
}

export function writeLocalBook(book: LocalBook, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(LOCAL_STICKERS_KEY, JSON.stringify({ v: VERSION, ...book }));
  } catch {
    // Full or forbidden storage: the stickers last this visit (and a member's account keeps them).
  }
}

/** Both books' stickers, each with the earlier of its two days. */
export function mergeEarned(a: EarnedMap, b: EarnedMap): EarnedMap {
  const merged: Record<string, string> = { ...a };
  for (const [id, at] of Object.entries(b)) {
    const mine = merged[id];
    if (mine === undefined || Date.parse(at) < Date.parse(mine)) merged[id] = at;
  }
  return merged;
}

/** Stickers `local` holds that the account lacks, or holds with a later day. */
export function earnedToSend(local: EarnedMap, account: EarnedMap): string[] {
  return Object.keys(local).filter(
    (id) => account[id] === undefined || Date.parse(local[id]!) < Date.parse(account[id]!),
  );
}
