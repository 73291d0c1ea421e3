/**
 * The sync's rule, decided from what the browser and the account hold, before anything is sent.
 *
 * Every save to the account is a new version; none is overwritten. A device remembers the version
 * it last matched (`rev`) and whether the member changed the picture since (`dirty`).
 * - Changes here, and the account still at the version this device started from: send them.
 * - No changes here, and the account moved on (another device): take the account's version.
 * - Changes on both sides: the later change wins and the other is kept, as a copy in the account
 *   that My pictures lists and can continue. Nothing is merged, and no stroke is lost: the losing
 *   side is a whole picture the member can go back to. "Later" is the time of the change on the
 *   device that made it (a picture coloured offline keeps the time it was coloured, not the time
 *   it was sent); the same millisecond on both goes to the device that is sending.
 * - Removed from the account on another device, and no changes here: it stays in this browser and
 *   is not sent back; with changes here, they are sent (the member is colouring it).
 * - A picture made before signing in (no owner) is offered to the account, never sent unasked; one
 *   another member made in this browser is left alone.
 */
import { newestFirst, type Version } from "./names";

export interface LocalState {
  /** The browser has a saved picture for the page. */
  readonly exists: boolean;
  /** The member whose picture it is; null: a visitor's. */
  readonly owner: string | null;
  /** The account's version this browser last matched. */
  readonly rev: string | null;
  readonly dirty: boolean;
  /** When the picture here last changed, ms since 1970. */
  readonly changedAt: number;
}

export type Plan =
  | { readonly kind: "nothing" }
  | { readonly kind: "offer" }
  | { readonly kind: "not-mine" }
  | { readonly kind: "forget" }
  | { readonly kind: "take"; readonly version: Version }
  /**
   * Send the browser's picture as a new version and remove the one it started from (`remove`);
   * then, when a newer change is in the account, take that one (`thenTake`). `keptCopy`: the
   * account will hold the other side of a conflict as a copy.
   */
  | {
      readonly kind: "send";
      readonly remove: string | null;
      readonly thenTake: Version | null;
      readonly keptCopy: boolean;
    };

export function planSync(member: string, local: LocalState, versions: readonly Version[]): Plan {
  if (local.exists && local.owner === null) return { kind: "offer" };
  if (local.exists && local.owner !== member) return { kind: "not-mine" };
  const sorted = [...versions].sort(newestFirst);
  const newest = sorted[0] ?? null;
  if (!local.exists) return newest ? { kind: "take", version: newest } : { kind: "nothing" };
  if (!local.dirty) {
    if (newest === null) return local.rev === null ? { kind: "nothing" } : { kind: "forget" };
    return newest.rev === local.rev ? { kind: "nothing" } : { kind: "take", version: newest };
  }
  const base = sorted.find((v) => v.rev === local.rev) ?? null;
  // The newest version that is not the one this device started from: another device's change.
  const theirs = sorted.find((v) => v.rev !== local.rev) ?? null;
  const moved = theirs !== null && (base === null || newestFirst(theirs, base) < 0);
  if (!moved) return { kind: "send", remove: base?.rev ?? null, thenTake: null, keptCopy: false };
  const theirsLater = theirs.savedAt > local.changedAt;
  return { kind: "send", remove: base?.rev ?? null, thenTake: theirsLater ? theirs : null, keptCopy: true };
}
