/**
 * The wall's stickers while the wall is open, shared by every picture's row: what each picture
 * received (public), and for a member, the sticker they gave each picture and the stickers their
 * account holds to give. Loaded once per visit of the wall.
 */
import { create } from "zustand";
import { loadAuthClient } from "../../accounts/client/load-client";
import { accountStickersApi } from "../account-api";
import { findSticker } from "../art";
import { fetchGiven, fetchOwn, fetchReceived, toggleGiven } from "./wall-api";

interface WallStickersState {
  received: ReadonlyMap<string, readonly string[]>;
  receivedFailed: boolean;
  /** The member's: picture id -> the sticker they gave it. Null until read (or for a visitor). */
  given: ReadonlyMap<string, string> | null;
  /** The stickers the member's account holds, newest first; null until read. */
  mine: readonly string[] | null;
  mineFailed: boolean;
  /** The member's own pictures (ids), which take no sticker from them; null until read. */
  own: ReadonlySet<string> | null;
}

export const useWallStickers = create<WallStickersState>()(() => ({
  received: new Map(),
  receivedFailed: false,
  given: null,
  mine: null,
  mineFailed: false,
  own: null,
}));

let receivedLoad: Promise<void> | null = null;

export function loadReceived(): Promise<void> {
  receivedLoad ??= fetchReceived().then(
    (received) => useWallStickers.setState({ received, receivedFailed: false }),
    () => {
      receivedLoad = null;
      useWallStickers.setState({ receivedFailed: true });
    },
  );
  return receivedLoad;
}

let memberLoad: { user: string; done: Promise<void> } | null = null;

/** Reads what the member gave and holds (again when another member signs in). */
export function loadMember(user: string): Promise<void> {
  if (memberLoad?.user === user) return memberLoad.done;
  useWallStickers.setState({ given: null, mine: null, mineFailed: false });
  const done = (async () => {
    try {
      const { supabase } = await loadAuthClient();
      const [given, earned] = await Promise.all([fetchGiven(supabase), accountStickersApi(supabase).fetchAll()]);
      const mine = Object.entries(earned)
        .filter(([id]) => findSticker(id))
        .sort((a, b) => Date.parse(b[1]) - Date.parse(a[1]))
        .map(([id]) => id);
      if (memberLoad?.user === user) useWallStickers.setState({ given, mine });
    } catch {
      if (memberLoad?.user === user) {
        memberLoad = null;
        useWallStickers.setState({ mineFailed: true });
      }
    }
  })();
  memberLoad = { user, done };
  return done;
}

let ownLoad: { user: string; done: Promise<void> } | null = null;

/**
 * Reads which pictures are the member's own, so their rows offer no sticker to give. When it
 * fails the rows offer it anyway, and the database refuses with words that say why.
 */
export function loadOwn(user: string): Promise<void> {
  if (ownLoad?.user === user) return ownLoad.done;
  useWallStickers.setState({ own: null });
  const done = (async () => {
    try {
      const { supabase } = await loadAuthClient();
      const own = await fetchOwn(supabase, user);
      if (ownLoad?.user === user) useWallStickers.setState({ own });
    } catch {
      if (ownLoad?.user === user) useWallStickers.setState({ own: new Set() });
    }
  })();
  ownLoad = { user, done };
  return done;
}

/** Gives the sticker to the picture, or takes it back; then reads the pictures' stickers afresh. */
export async function toggleSticker(entryId: string, stickerId: string): Promise<string | null> {
  const { supabase } = await loadAuthClient();
  const now = await toggleGiven(supabase, entryId, stickerId);
  const given = new Map(useWallStickers.getState().given ?? []);
  if (now) given.set(entryId, now);
  else given.delete(entryId);
  useWallStickers.setState({ given });
  // Whether others gave the same sticker is the server's to say (no counts reach the page).
  receivedLoad = null;
  await loadReceived();
  return now;
}
