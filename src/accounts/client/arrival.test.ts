import { describe, expect, it } from "vitest";
import { nextArrival, type Arrival } from "./arrival";

/** What follows `previous` with a member in the session, then with nobody. */
const withAndWithoutMember = (previous: Arrival, loading: boolean) => [
  nextArrival(previous, loading, true),
  nextArrival(previous, loading, false),
];

describe("nextArrival", () => {
  it("waits while the session is still being read", () => {
    expect(withAndWithoutMember("unknown", true)).toEqual(["unknown", "unknown"]);
  });

  it("settles on what the first read found", () => {
    expect(withAndWithoutMember("unknown", false)).toEqual(["member", "visitor"]);
  });

  it("turns a member who signs out into a visitor", () => {
    expect(withAndWithoutMember("member", false)).toEqual(["member", "visitor"]);
  });

  it("keeps a visitor on the form when the form itself signs them in", () => {
    expect(withAndWithoutMember("visitor", false)).toEqual(["visitor", "visitor"]);
  });
});
