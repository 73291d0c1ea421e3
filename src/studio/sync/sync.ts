/**
 * Brings one page's picture in this browser and in the member's account into step, by the rule in
 * rule.ts: sends changes made here (offline ones too, once there is a connection), takes a newer
 * version from another device, and keeps both sides of a conflict. One sync at a time per page.
 */
import { newRev, type Version } from "./names";
import { planSync, type Plan } from "./rule";
import type { PictureCloud } from "./cloud";
import { forget, localState, markSynced, readPicture, takePicture } from "./local";

export interface SyncOptions {
  readonly member: string;
  readonly cloud: PictureCloud;
  /** The picture's thumbnail as it is now (the studio draws it); null: none this time. */
  readonly thumbnail?: () => Promise<Blob | null>;
  /** Only send (the account page): taking a version there would write a picture no page shows. */
  readonly sendOnly?: boolean;
  readonly random?: () => number;
  /**
   * Asked just before the account's version replaces the browser's: the open studio says no when
   * the member changed the picture meanwhile (the next sync then keeps both), and otherwise stops
   * saving the session it is about to replace.
   */
  readonly canTake?: () => boolean;
}

export interface SyncOutcome {
  readonly plan: Plan["kind"];
  /** The browser's picture was replaced by the account's. */
  readonly took: boolean;
  /** A conflict: the other side is kept as a copy in the account. */
  readonly keptCopy: boolean;
}

const running = new Map<string, Promise<unknown>>();

export function syncPage(pageId: string, options: SyncOptions): Promise<SyncOutcome> {
  const before = running.get(pageId) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(() => syncNow(pageId, options));
  running.set(pageId, next);
  void next
    .finally(() => {
      if (running.get(pageId) === next) running.delete(pageId);
    })
    .catch(() => undefined);
  return next;
}

async function take(pageId: string, options: SyncOptions, version: Version, changedAt: number): Promise<boolean> {
  const stored = await options.cloud.read(version);
  // Changed here while the version was on its way: the next sync sees both sides.
  if (localState(pageId).changedAt !== changedAt || options.canTake?.() === false) return false;
  takePicture(pageId, options.member, version.rev, version.savedAt, stored.picture);
  return true;
}

async function syncNow(pageId: string, options: SyncOptions): Promise<SyncOutcome> {
  const { member, cloud } = options;
  const local = localState(pageId);
  const versions = (await cloud.versions()).filter((v) => v.page === pageId);
  const plan = planSync(member, local, versions);
  const outcome = (took: boolean, keptCopy = false): SyncOutcome => ({ plan: plan.kind, took, keptCopy });
  switch (plan.kind) {
    case "take":
      if (options.sendOnly) return outcome(false);
      return outcome(await take(pageId, options, plan.version, local.changedAt));
    case "forget":
      forget(pageId);
      return outcome(false);
    case "send": {
      const picture = readPicture(pageId);
      const changedAt = local.changedAt || Date.now();
      const version: Version = { page: pageId, rev: newRev(changedAt, options.random), savedAt: changedAt };
      const thumbnail = (await options.thumbnail?.().catch(() => null)) ?? null;
      await cloud.write(version, picture, thumbnail);
      if (plan.remove) await cloud.remove(pageId, plan.remove);
      markSynced(pageId, member, version.rev, changedAt, local.changedAt);
      // The other device's change is later: the one just sent stays in the account as a copy.
      const took =
        plan.thenTake && !options.sendOnly ? await take(pageId, options, plan.thenTake, local.changedAt) : false;
      return outcome(took, plan.keptCopy);
    }
    default:
      return outcome(false);
  }
}
