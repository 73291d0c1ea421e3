/**
 * The sticker book while the site is open: the browser's book, merged with a signed-in member's
 * account, and the stickers just earned waiting to be shown (once each). `handle` applies the
 * rules to one station event.
 */
import { create } from "zustand";
import type { AccountStickersApi } from "./account-api";
import type { StationEvent } from "./events";
import { earnedToSend, EMPTY_BOOK, mergeEarned, readLocalBook, writeLocalBook, type LocalBook } from "./local";
import { earnedBy, type RuleContext } from "./rules";

export interface Arrival {
  /** The sticker's id (a day's own sticker keeps its `@day`). */
  readonly id: string;
  readonly at: string;
}

interface BookState {
  readonly book: LocalBook;
  readonly loaded: boolean;
  /** Newly earned, not yet shown. */
  readonly arrivals: readonly Arrival[];
}

export const useStickerStore = create<BookState>()(() => ({ book: EMPTY_BOOK, loaded: false, arrivals: [] }));

let account: AccountStickersApi | null = null;

function save(book: LocalBook): void {
  useStickerStore.setState({ book });
  writeLocalBook(book);
}

export function loadLocalBook(): void {
  if (useStickerStore.getState().loaded) return;
  useStickerStore.setState({ book: readLocalBook(), loaded: true });
}

/** What the rules need besides the event; the runtime supplies it (the games, today's page). */
export type ContextSource = (now: Date) => Omit<RuleContext, "progress" | "now">;

/** Applies the rules to one event: keeps new stickers, queues them to be shown, sends them to the account. */
export function handleEvent(event: StationEvent, context: ContextSource, now = new Date()): string[] {
  loadLocalBook();
  const { book } = useStickerStore.getState();
  const outcome = earnedBy(event, { ...context(now), now, progress: book.progress });
  const fresh = [...new Set(outcome.stickers)].filter((id) => book.earned[id] === undefined);
  const at = now.toISOString();
  const earned = { ...book.earned };
  for (const id of fresh) earned[id] = at;
  const pending = account ? [...book.pending, ...fresh] : book.pending;
  save({ earned, progress: outcome.progress, pending });
  if (fresh.length > 0) {
    useStickerStore.setState((s) => ({ arrivals: [...s.arrivals, ...fresh.map((id) => ({ id, at }))] }));
    if (account) void pushPending();
  }
  return fresh;
}

/** Takes the next sticker to show; each arrives once. */
export function takeArrival(): Arrival | undefined {
  const [first, ...rest] = useStickerStore.getState().arrivals;
  if (first) useStickerStore.setState({ arrivals: rest });
  return first;
}

async function pushPending(): Promise<void> {
  const api = account;
  if (!api) return;
  const { book } = useStickerStore.getState();
  const failed: string[] = [];
  for (const id of book.pending) {
    try {
      await api.award(id, book.earned[id]!);
    } catch {
      failed.push(id);
    }
  }
  if (api !== account) return;
  const now = useStickerStore.getState().book;
  // Stickers earned while the requests ran stay pending too.
  save({ ...now, pending: now.pending.filter((id) => failed.includes(id) || !book.pending.includes(id)) });
}

/**
 * Sign-in, page load and coming back online: read the account's stickers, send it every sticker the
 * browser has that it lacks (a visitor's stickers join the account on sign-up or sign-in), and
 * take the account's. Signing out (null) keeps the browser's book as it is.
 */
export async function attachAccount(api: AccountStickersApi | null): Promise<void> {
  account = api;
  if (!api) return;
  loadLocalBook();
  let remote;
  try {
    remote = await api.fetchAll();
  } catch {
    return; // Offline or refused: the browser's book stands, and the next sync tries again.
  }
  if (api !== account) return;
  const { book } = useStickerStore.getState();
  save({ ...book, earned: mergeEarned(book.earned, remote), pending: earnedToSend(book.earned, remote) });
  await pushPending();
}

export async function syncNow(): Promise<void> {
  if (account) await attachAccount(account);
}

/** For tests: forget the account and the in-memory book. */
export function resetStickerStore(): void {
  account = null;
  useStickerStore.setState({ book: EMPTY_BOOK, loaded: false, arrivals: [] });
}
