import { describe, expect, it } from "vitest";
import { createGameClock } from "./game-clock";

describe("game clock", () => {
  it("fires timers in time order when game time reaches them", () => {
    const clock = createGameClock();
    const fired: string[] = [];
    clock.schedule(() => fired.push("late"), 800);
    clock.schedule(() => fired.push("early"), 300);
    clock.advance(299);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual(["early"]);
    clock.advance(1000);
    expect(fired).toEqual(["early", "late"]);
  });

  it("cancels a timer, and runs one scheduled from inside a callback at its own time", () => {
    const clock = createGameClock();
    const fired: number[] = [];
    const handle = clock.schedule(() => fired.push(-1), 100);
    clock.cancel(handle);
    clock.schedule(() => {
      fired.push(clock.now());
      clock.schedule(() => fired.push(clock.now()), 1000);
    }, 500);
    clock.advance(5000);
    expect(fired).toEqual([500, 1500]);
  });
});
