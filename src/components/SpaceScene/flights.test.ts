import { describe, expect, it } from "vitest";
import { flights, pickFlight } from "./flights";

describe("pickFlight", () => {
  it("offers the three flights of 8, 6 and 7 seconds", () => {
    expect(flights.map((f) => f.seconds)).toEqual([8, 6, 7]);
  });

  it("maps the whole random range onto the three flights", () => {
    expect(pickFlight(() => 0).seconds).toBe(8);
    expect(pickFlight(() => 0.5).seconds).toBe(6);
    expect(pickFlight(() => 0.9999).seconds).toBe(7);
    expect(pickFlight(() => 1).seconds).toBe(7);
  });
});
