/**
 * The browser's copy of the bests: a visitor's only copy, a member's cache. One versioned key,
 * so a later format can read (or drop) this one.
 */
import { isKeptBest, mergeBests, type BestMap, type KeptBest } from "./merge";
import { browserStorage, type KeyValueStorage } from "../components/browser-storage";

export const LOCAL_BESTS_KEY = "lss:bests";
const VERSION = 1;

/** Where Snake kept its high score before the site kept bests; read into the bests once. */
export const LEGACY_SNAKE_KEY = "lss:game:snake:high-score";

export interface LocalBests {
  readonly bests: BestMap;
  /** Keys whose best a member reached but the account has not confirmed yet (offline, a failed request). */
  readonly pending: readonly string[];
}

function parse(raw: string | null): LocalBests {
  try {
    const data: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof data !== "object" || data === null || (data as { v?: unknown }).v !== VERSION) {
      return { bests: {}, pending: [] };
    }
    const { bests, pending } = data as { bests?: unknown; pending?: unknown };
    const kept: Record<string, KeptBest> = {};
    if (typeof bests === "object" && bests !== null) {
      for (const [key, best] of Object.entries(bests)) if (isKeptBest(best)) kept[key] = best;
    }
    const waiting = Array.isArray(pending)
      ? pending.filter((k): k is string => typeof k === "string" && k in kept)
      : [];
    return { bests: kept, pending: waiting };
  } catch {
    return { bests: {}, pending: [] };
  }
}

/** Reads the browser's bests, taking in Snake's old high score the first time. */
export function readLocalBests(storage: KeyValueStorage | null = browserStorage(), now = () => new Date()): LocalBests {
  if (!storage) return { bests: {}, pending: [] };
  const local = parse(storage.getItem(LOCAL_BESTS_KEY));
  const legacy = Number(storage.getItem(LEGACY_SNAKE_KEY));
  if (storage.getItem(LEGACY_SNAKE_KEY) === null || !Number.isInteger(legacy) || legacy <= 0) return local;
  const migrated: LocalBests = {
    bests: mergeBests(local.bests, {
      snake: { value: legacy, lowerIsBetter: false, achievedAt: now().toISOString() },
    }),
    pending: local.pending,
  };
  writeLocalBests(migrated, storage);
  // Written into the bests first, so removing the old key loses nothing.
  storage.removeItem(LEGACY_SNAKE_KEY);
  return migrated;
}

export function writeLocalBests(local: LocalBests, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(LOCAL_BESTS_KEY, JSON.stringify({ v: VERSION, bests: local.bests, pending: local.pending }));
  } catch {
    // Full or forbidden storage: the bests last this visit (and a member's account keeps them).
  }
}

/** After an account is deleted (or a member wants this browser to forget): the browser keeps no bests. */
export function clearLocalBests(storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(LOCAL_BESTS_KEY);
    storage?.removeItem(LEGACY_SNAKE_KEY);
  } catch {
    // Nothing to clear.
  }
}
