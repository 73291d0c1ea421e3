import { describe, expect, it } from "vitest";
import { newestFirst, newRev, parseName, pictureName, type Version } from "./names";
import { planSync, type LocalState } from "./rule";

const ME = "7b0d4a52-0000-4000-8000-000000000001";
const v = (rev: string, savedAt: number): Version => ({ page: "rocket-ship", rev, savedAt });
const local = (over: Partial<LocalState>): LocalState => ({
  exists: true,
  owner: ME,
  rev: null,
  dirty: false,
  changedAt: 0,
  ...over,
});

describe("the sync's rule", () => {
  it("sends changes when the account is still at the version this browser started from", () => {
    const plan = planSync(ME, local({ rev: "a", dirty: true, changedAt: 200 }), [v("a", 100)]);
    expect(plan).toEqual({ kind: "send", remove: "a", thenTake: null, keptCopy: false });
  });

  it("sends a member's first picture of a page", () => {
    expect(planSync(ME, local({ dirty: true, changedAt: 5 }), [])).toEqual({
      kind: "send",
      remove: null,
      thenTake: null,
      keptCopy: false,
    });
  });

  it("takes another device's newer version when nothing changed here", () => {
    expect(planSync(ME, local({ rev: "a", changedAt: 100 }), [v("a", 100), v("b", 300)])).toEqual({
      kind: "take",
      version: v("b", 300),
    });
    expect(planSync(ME, local({ exists: false }), [v("b", 300)])).toEqual({ kind: "take", version: v("b", 300) });
  });

  it("does nothing when both sides agree", () => {
    expect(planSync(ME, local({ rev: "b" }), [v("a", 100), v("b", 300)])).toEqual({ kind: "nothing" });
    expect(planSync(ME, local({ exists: false }), [])).toEqual({ kind: "nothing" });
  });

  it("on changes on both sides, keeps this browser's when it is the later change, the other as a copy", () => {
    const plan = planSync(ME, local({ rev: "a", dirty: true, changedAt: 500 }), [v("a", 100), v("b", 300)]);
    expect(plan).toEqual({ kind: "send", remove: "a", thenTake: null, keptCopy: true });
  });

  it("on changes on both sides, takes the other device's when it is later, and sends this one as a copy", () => {
    const plan = planSync(ME, local({ rev: "a", dirty: true, changedAt: 200 }), [v("a", 100), v("b", 300)]);
    expect(plan).toEqual({ kind: "send", remove: "a", thenTake: v("b", 300), keptCopy: true });
  });

  it("treats a picture begun here while the account already had one as a conflict too", () => {
    const plan = planSync(ME, local({ dirty: true, changedAt: 200 }), [v("b", 300)]);
    expect(plan).toEqual({ kind: "send", remove: null, thenTake: v("b", 300), keptCopy: true });
  });

  it("is not fooled by an older kept copy", () => {
    const plan = planSync(ME, local({ rev: "b", dirty: true, changedAt: 900 }), [v("old", 50), v("b", 300)]);
    expect(plan).toEqual({ kind: "send", remove: "b", thenTake: null, keptCopy: false });
  });

  it("leaves a picture removed from the account elsewhere in the browser, unless it changed here", () => {
    expect(planSync(ME, local({ rev: "a" }), [])).toEqual({ kind: "forget" });
    expect(planSync(ME, local({ rev: "a", dirty: true, changedAt: 9 }), []).kind).toBe("send");
  });

  it("offers a visitor's picture and leaves another member's alone", () => {
    expect(planSync(ME, local({ owner: null, dirty: true }), [v("a", 1)])).toEqual({ kind: "offer" });
    expect(planSync(ME, local({ owner: "someone-else", dirty: true }), [])).toEqual({ kind: "not-mine" });
  });
});

describe("version names", () => {
  it("carry the change's time, so the newest is known from a listing", () => {
    const rev = newRev(1_800_000_000_000, () => 0.5);
    const name = pictureName(ME, "rocket-ship", rev);
    expect(parseName(ME, name)).toEqual({ page: "rocket-ship", rev, savedAt: 1_800_000_000_000 });
    expect(parseName(ME, name.replace(".json", ".png"))).toBeNull();
    expect(parseName("someone-else", name)).toBeNull();
    expect([v("x", 1), v("y", 3), v("z", 2)].sort(newestFirst).map((x) => x.rev)).toEqual(["y", "z", "x"]);
  });
});
