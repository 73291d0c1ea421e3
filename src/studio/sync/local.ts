/**
 * What the browser knows of its pictures for the sync: beside each page's saved picture (saved.ts's
 * slot), whose it is, the account's version it last matched, and whether it changed since.
 */
import { markInProgress, studioKey } from "../saved";
import type { LocalState } from "./rule";

const metaKey = (pageId: string) => `lss:studio:sync:${pageId}`;

interface Meta {
  owner: string | null;
  rev: string | null;
  dirty: boolean;
  changedAt: number;
}

/** The member signed in on this page, once known: a change made now is theirs. */
let member: string | null = null;
export const setSyncMember = (id: string | null) => {
  member = id;
};

function readMeta(pageId: string): Meta | null {
  try {
    const m = JSON.parse(localStorage.getItem(metaKey(pageId)) ?? "null") as Partial<Meta> | null;
    if (!m || typeof m !== "object") return null;
    return {
      owner: typeof m.owner === "string" ? m.owner : null,
      rev: typeof m.rev === "string" ? m.rev : null,
      dirty: m.dirty === true,
      changedAt: typeof m.changedAt === "number" ? m.changedAt : 0,
    };
  } catch {
    return null;
  }
}

function writeMeta(pageId: string, meta: Meta): void {
  try {
    localStorage.setItem(metaKey(pageId), JSON.stringify(meta));
  } catch {
    // Storage full or off: the picture is sent again next time, which the rule allows.
  }
}

export function localState(pageId: string): LocalState {
  const exists = localStorage.getItem(studioKey(pageId)) !== null;
  const meta = readMeta(pageId);
  return {
    exists,
    owner: meta?.owner ?? null,
    rev: meta?.rev ?? null,
    dirty: exists && (meta?.dirty ?? true),
    changedAt: meta?.changedAt ?? 0,
  };
}

/** The studio saved a change: it is this member's (or a visitor's) and not yet in the account. */
export function markChanged(pageId: string, now = Date.now()): void {
  const meta = readMeta(pageId);
  // Strictly later than the change before: the sync tells "changed while sending" by this time.
  const changedAt = Math.max(now, (meta?.changedAt ?? 0) + 1);
  writeMeta(pageId, { owner: meta?.owner ?? member, rev: meta?.rev ?? null, dirty: true, changedAt });
}

/** A visitor's picture taken into the member's account (sent at the next sync). */
export function adopt(pageId: string, memberId: string): void {
  const meta = readMeta(pageId);
  writeMeta(pageId, {
    owner: memberId,
    rev: meta?.rev ?? null,
    dirty: true,
    changedAt: meta?.changedAt || Date.now(),
  });
}

/** The browser's saved picture, as the studio stored it (opaque here: own colours travel in it). */
export function readPicture(pageId: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(studioKey(pageId)) ?? "null");
  } catch {
    return null;
  }
}

/** The account's version sent or taken: the browser matches it now (unless it changed meanwhile). */
export function markSynced(pageId: string, owner: string, rev: string, changedAt: number, ifChangedAt?: number): void {
  const meta = readMeta(pageId);
  if (ifChangedAt !== undefined && meta && meta.changedAt !== ifChangedAt) {
    // Changed while the picture was on its way: still dirty, from the version just sent.
    writeMeta(pageId, { ...meta, owner, rev });
    return;
  }
  writeMeta(pageId, { owner, rev, dirty: false, changedAt });
}

export function takePicture(pageId: string, owner: string, rev: string, savedAt: number, picture: unknown): void {
  try {
    localStorage.setItem(studioKey(pageId), JSON.stringify(picture));
  } catch {
    return;
  }
  markInProgress(pageId, true);
  writeMeta(pageId, { owner, rev, dirty: false, changedAt: savedAt });
}

export function forget(pageId: string): void {
  const meta = readMeta(pageId);
  if (meta) writeMeta(pageId, { ...meta, rev: null });
}

/** Pages with a picture in this browser made before signing in: the ones to offer the account. */
export function visitorPictures(pageIds: readonly string[]): string[] {
  return pageIds.filter((id) => {
    const state = localState(id);
    return state.exists && state.owner === null;
  });
}
