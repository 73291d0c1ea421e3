/**
 * The site's keeper of personal bests, for the game page and the account page only (nothing here
 * loads on content pages). The browser's copy is written first, always; a member's account gets
 * each new best after it, and a best it could not take waits as pending until the browser is
 * online again or the member next signs in.
 */
import { create } from "zustand";
import { beats, type BestSpec, type GameMode, type RoundResult } from "@station/engine";
import { toast } from "../toast/toast-store";
import type { AccountBestsApi } from "./account-api";
import { clearLocalBests as clearStored, readLocalBests, writeLocalBests } from "./local";
import { mergeBests, type BestMap } from "./merge";
import { newBestToast, type RoundEndMessage } from "./new-best-toast";
import { bestKeyAt } from "./speed";
import { syncWithAccount } from "./sync";

interface BestsState {
  readonly bests: BestMap;
  readonly pending: readonly string[];
  /** A member's account is attached and its bests were merged in at least once. */
  readonly synced: boolean;
  /** Keys beaten by a round on this visit (the game page marks them "new"). */
  readonly beatenNow: readonly string[];
  /** The browser's bests were read: until then (and in the prerendered page) nothing is known. */
  readonly loaded: boolean;
}

export const useBestsStore = create<BestsState>()(() => ({
  bests: {},
  pending: [],
  synced: false,
  beatenNow: [],
  loaded: false,
}));

/**
 * Reads the browser's bests once, after hydration (the prerendered page cannot know them, and
 * reading them before React hydrates would make the page differ from its HTML).
 */
export function loadLocalBests(): void {
  if (useBestsStore.getState().loaded) return;
  useBestsStore.setState({ ...readLocalBests(), loaded: true });
}

let account: AccountBestsApi | null = null;
let syncing: Promise<void> | null = null;

function save(next: Partial<BestsState>) {
  useBestsStore.setState(next);
  const { bests, pending } = useBestsStore.getState();
  writeLocalBests({ bests, pending });
}

/** Another tab may have written bests since this one loaded: start from the stored ones too. */
function refreshFromStorage() {
  loadLocalBests();
  const stored = readLocalBests();
  const { bests, pending } = useBestsStore.getState();
  useBestsStore.setState({
    bests: mergeBests(stored.bests, bests),
    pending: [...new Set([...pending, ...stored.pending])],
  });
}

/**
 * A finished round: a new best when it beats the kept one (a score of 0 is nothing to brag about).
 * Saves it, tells the player (folding in the game's own round-end words, see newBestToast), and
 * sends it to a member's account. Returns whether it was a new best.
 */
export function record(
  gameId: string,
  spec: BestSpec,
  result: RoundResult,
  roundEnd?: RoundEndMessage,
  modes?: readonly GameMode[],
): boolean {
  const { value, variant, speed, mode } = result;
  if (!Number.isInteger(value) || value < 0 || (!spec.lowerIsBetter && value === 0)) return false;
  refreshFromStorage();
  const key = bestKeyAt(gameId, variant, speed, mode);
  const { bests, pending } = useBestsStore.getState();
  if (!beats(spec.lowerIsBetter, value, bests[key]?.value)) return false;
  const best = { value, lowerIsBetter: spec.lowerIsBetter, achievedAt: new Date().toISOString() };
  save({ bests: { ...bests, [key]: best }, pending: account ? [...new Set([...pending, key])] : pending });
  useBestsStore.setState((s) => ({ beatenNow: [...new Set([...s.beatenNow, key])] }));
  // Seen, not read out: the game's end of round says "New best!" itself.
  const modeLabel = modes?.find((m) => m.id === mode)?.label;
  toast({ ...newBestToast(spec, value, variant, roundEnd, speed, modeLabel), silent: true });
  const api = account;
  if (api) {
    api.record(key, best).then(
      () => {
        if (account === api) save({ pending: useBestsStore.getState().pending.filter((k) => k !== key) });
      },
      () => undefined, // Stays pending: retried when the browser is online again, and at next sign-in.
    );
  }
  return true;
}

async function mergeWith(api: AccountBestsApi): Promise<void> {
  try {
    refreshFromStorage();
    const result = await syncWithAccount(api, useBestsStore.getState().bests);
    if (account !== api) return;
    // Bests reached while the sync ran count too (record may have run meanwhile).
    const merged = mergeBests(result.bests, useBestsStore.getState().bests);
    save({ bests: merged, pending: result.pending, synced: true });
  } catch {
    // Offline or refused: the browser's bests stand, and pending ones wait for the next try.
  }
}

/** Merges with the attached account now (sign-in, page load, back online). Resolves when done or failed. */
export function syncNow(): Promise<void> {
  const api = account;
  if (!api) return Promise.resolve();
  if (syncing) return syncing;
  const run = mergeWith(api).finally(() => {
    if (syncing === run) syncing = null;
  });
  syncing = run;
  return run;
}

/** Signed in (an account's API) or signed out (null). Signing in merges at once. */
export function attachAccount(api: AccountBestsApi | null): Promise<void> {
  if (api === account) return syncing ?? Promise.resolve();
  account = api;
  syncing = null;
  useBestsStore.setState({ synced: false });
  return syncNow();
}

/** The browser forgets every best (after the account is deleted: the next sign-up starts with none). */
export function clearLocalBests(): void {
  clearStored();
  useBestsStore.setState({ bests: {}, pending: [], synced: false, loaded: true });
}
