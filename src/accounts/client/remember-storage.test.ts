import { describe, expect, it } from "vitest";
import { RememberStorage, memoryStore } from "./remember-storage";

const KEY = "lss-auth";

/** Both stores, holding what an earlier visit saved, and the storage over them. */
function setUp(saved: { local?: string; session?: string } = {}) {
  const local = memoryStore();
  const session = memoryStore();
  if (saved.local) local.setItem(KEY, saved.local);
  if (saved.session) session.setItem(KEY, saved.session);
  return { local, session, storage: new RememberStorage(local, session, KEY) };
}

describe("'Remember me' storage", () => {
  it("keeps a remembered session in the persistent store only", () => {
    const { local, session, storage } = setUp();
    storage.setRemember(true);
    storage.setItem(KEY, "tokens");
    expect(local.getItem(KEY)).toBe("tokens");
    expect(session.getItem(KEY)).toBeNull();
  });

  it("keeps an unremembered session in the per-session store only, clearing an older remembered one", () => {
    const { local, session, storage } = setUp({ local: "old" });
    storage.setRemember(false);
    storage.setItem(KEY, "tokens");
    expect(session.getItem(KEY)).toBe("tokens");
    expect(local.getItem(KEY)).toBeNull();
    expect(storage.getItem(KEY)).toBe("tokens");
  });

  it("keeps refreshing a per-session session where it is after a reload", () => {
    const { local, session, storage } = setUp({ session: "tokens" });
    expect(storage.remembers).toBe(false);
    storage.setItem(KEY, "refreshed");
    expect(session.getItem(KEY)).toBe("refreshed");
    expect(local.getItem(KEY)).toBeNull();
  });

  it("removes the session from both stores on sign-out", () => {
    const { storage } = setUp({ local: "a", session: "b" });
    storage.removeItem(KEY);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("survives a store that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const session = memoryStore();
    const storage = new RememberStorage(broken, session, KEY);
    expect(() => storage.setItem(KEY, "tokens")).not.toThrow();
    expect(storage.getItem(KEY)).toBeNull();
    expect(() => storage.removeItem(KEY)).not.toThrow();
  });
});
