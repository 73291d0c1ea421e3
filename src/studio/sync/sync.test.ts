import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { studioKey } from "../saved";
import type { PictureCloud, StoredPicture } from "./cloud";
import { adopt, localState, markChanged, readPicture, setSyncMember } from "./local";
import type { Version } from "./names";
import { syncPage } from "./sync";

const ME = "7b0d4a52-0000-4000-8000-000000000001";
const PAGE = "rocket-ship";

/** Two browsers: each its own localStorage, one account between them. */
const browsers = { phone: new Map<string, string>(), laptop: new Map<string, string>() };
let here = browsers.phone;
const switchBrowser = (name: keyof typeof browsers) => {
  here = browsers[name];
};
vi.stubGlobal("localStorage", {
  getItem: (k: string) => here.get(k) ?? null,
  setItem: (k: string, value: string) => void here.set(k, value),
  removeItem: (k: string) => void here.delete(k),
});

function memoryCloud() {
  const files = new Map<string, StoredPicture>();
  const cloud: PictureCloud = {
    versions: async () =>
      [...files.values()].map((f) => ({ page: f.page, rev: revOf.get(f)!, savedAt: f.savedAt }) satisfies Version),
    read: async (v) => files.get(v.rev) ?? Promise.reject(new Error("gone")),
    write: async (v, picture) => {
      const stored: StoredPicture = { v: 1, page: v.page, savedAt: v.savedAt, picture };
      revOf.set(stored, v.rev);
      files.set(v.rev, stored);
    },
    remove: async (_page, rev) => void files.delete(rev),
  };
  const revOf = new WeakMap<StoredPicture, string>();
  return { cloud, files };
}

let clock = 1_000_000;
/** The studio saving a picture: here the strokes are a list of words. */
function colour(strokes: string[]) {
  clock += 1000;
  localStorage.setItem(studioKey(PAGE), JSON.stringify({ v: 1, strokes, own: ["#7a5cff"] }));
  markChanged(PAGE, clock);
}
/** This member syncing the page in the browser in use. */
const sync = (cloud: PictureCloud) => syncPage(PAGE, { member: ME, cloud });

/** The phone colours the sky and sends it, and the laptop takes it: both go on from one version. */
async function bothFromOneVersion(cloud: PictureCloud) {
  switchBrowser("phone");
  colour(["sky"]);
  await sync(cloud);
  switchBrowser("laptop");
  await sync(cloud);
}

const strokesHere = () => (readPicture(PAGE) as { strokes: string[] } | null)?.strokes ?? null;

beforeEach(() => {
  browsers.phone.clear();
  browsers.laptop.clear();
  setSyncMember(ME);
});
afterEach(() => setSyncMember(null));

describe("a member's picture on two browsers", () => {
  it("is continued on the second browser, own colours and all", async () => {
    const { cloud } = memoryCloud();
    switchBrowser("phone");
    colour(["sky"]);
    expect((await sync(cloud)).plan).toBe("send");
    expect(localState(PAGE).dirty).toBe(false);

    switchBrowser("laptop");
    expect(await sync(cloud)).toMatchObject({ plan: "take", took: true });
    expect(readPicture(PAGE)).toEqual({ v: 1, strokes: ["sky"], own: ["#7a5cff"] });
    colour(["sky", "rocket"]);
    await sync(cloud);

    switchBrowser("phone");
    expect((await sync(cloud)).took).toBe(true);
    expect(strokesHere()).toEqual(["sky", "rocket"]);
  });

  it("sends a change made offline once the account answers again", async () => {
    const { cloud, files } = memoryCloud();
    switchBrowser("phone");
    colour(["sky"]);
    await sync(cloud);
    colour(["sky", "moon"]);
    const offline = { ...cloud, versions: () => Promise.reject(new TypeError("Failed to fetch")) };
    await expect(sync(offline)).rejects.toThrow();
    expect(localState(PAGE).dirty).toBe(true);
    await sync(cloud);
    expect([...files.values()].map((f) => (f.picture as { strokes: string[] }).strokes)).toEqual([["sky", "moon"]]);
  });

  it("never loses a stroke when both browsers changed it: the later change wins, the other is kept", async () => {
    const { cloud, files } = memoryCloud();
    await bothFromOneVersion(cloud);

    // Both colour it from the same version, the laptop later, and the laptop's reaches the account first.
    switchBrowser("phone");
    colour(["sky", "phone's star"]);
    switchBrowser("laptop");
    colour(["sky", "laptop's moon"]);
    expect(await sync(cloud)).toMatchObject({ plan: "send", keptCopy: false });

    switchBrowser("phone");
    expect(await sync(cloud)).toMatchObject({ plan: "send", took: true, keptCopy: true });
    expect(strokesHere()).toEqual(["sky", "laptop's moon"]);
    const kept = [...files.values()].map((f) => (f.picture as { strokes: string[] }).strokes);
    expect(kept).toHaveLength(2);
    expect(kept).toContainEqual(["sky", "phone's star"]);
    expect(kept).toContainEqual(["sky", "laptop's moon"]);

    // Later syncs settle: nothing more is sent or copied.
    switchBrowser("laptop");
    expect((await sync(cloud)).plan).toBe("nothing");
    switchBrowser("phone");
    expect((await sync(cloud)).plan).toBe("nothing");
    expect(files.size).toBe(2);
  });

  it("keeps this browser's later change and the account's earlier one as a copy", async () => {
    const { cloud, files } = memoryCloud();
    await bothFromOneVersion(cloud);
    colour(["sky", "laptop's moon"]);
    switchBrowser("phone");
    colour(["sky", "phone's star"]);
    switchBrowser("laptop");
    await sync(cloud);
    switchBrowser("phone");
    expect(await sync(cloud)).toMatchObject({ took: false, keptCopy: true });
    expect(strokesHere()).toEqual(["sky", "phone's star"]);
    expect(files.size).toBe(2);
    switchBrowser("laptop");
    expect(await sync(cloud)).toMatchObject({ plan: "take", took: true });
    expect(strokesHere()).toEqual(["sky", "phone's star"]);
  });

  it("leaves the browser's picture when the studio changed it while the account's was on its way", async () => {
    const { cloud } = memoryCloud();
    switchBrowser("phone");
    colour(["sky"]);
    await sync(cloud);
    switchBrowser("laptop");
    colour(["sky", "laptop's moon"]);
    setSyncMember(ME);
    await syncPage(PAGE, { member: ME, cloud, canTake: () => false });
    expect(strokesHere()).toEqual(["sky", "laptop's moon"]);
  });
});

describe("a visitor's picture", () => {
  it("is offered, not sent, and goes to the account once the member takes it there", async () => {
    const { cloud, files } = memoryCloud();
    switchBrowser("phone");
    setSyncMember(null);
    colour(["sky"]);
    expect((await sync(cloud)).plan).toBe("offer");
    expect(files.size).toBe(0);
    adopt(PAGE, ME);
    expect((await sync(cloud)).plan).toBe("send");
    expect(files.size).toBe(1);
  });
});
