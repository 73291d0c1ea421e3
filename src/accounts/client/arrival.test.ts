import { describe, expect, it } from "vitest";
import { nextArrival } from "./arrival";

describe("nextArrival", () => {
  it("waits while the session is still being read", () => {
    expect(nextArrival("unknown", true, false)).toBe("unknown");
    expect(nextArrival("unknown", true, true)).toBe("unknown");
  });

  it("settles on what the first read found", () => {
    expect(nextArrival("unknown", false, true)).toBe("member");
    expect(nextArrival("unknown", false, false)).toBe("visitor");
  });

  it("turns a member who signs out into a visitor", () => {
    expect(nextArrival("member", false, true)).toBe("member");
    expect(nextArrival("member", false, false)).toBe("visitor");
  });

  it("keeps a visitor on the form when the form itself signs them in", () => {
    expect(nextArrival("visitor", false, true)).toBe("visitor");
    expect(nextArrival("visitor", false, false)).toBe("visitor");
  });
});
