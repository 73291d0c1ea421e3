import { describe, expect, it } from "vitest";
import { createRoundSpeed, endCardContent, endCardWords } from "./round-end";

describe("the pace a round is reported at", () => {
  it("reports nothing extra at full speed", () => {
    const pace = createRoundSpeed(1);
    pace.phase("playing");
    expect(pace.stamp({ value: 40 })).toEqual({ value: 40 });
  });

  it("stamps a round played at 60 %", () => {
    const pace = createRoundSpeed(0.6);
    pace.phase("ready");
    pace.phase("playing");
    expect(pace.stamp({ value: 40, variant: "hard" })).toEqual({ value: 40, variant: "hard", speed: 0.6 });
  });

  it("keeps the slowest pace of a round, and starts over with the next", () => {
    const pace = createRoundSpeed(1);
    pace.phase("playing");
    pace.set(0.8);
    pace.set(1);
    pace.phase("paused");
    pace.phase("playing");
    expect(pace.stamp({ value: 10 })).toEqual({ value: 10, speed: 0.8 });
    pace.phase("over");
    pace.phase("playing");
    expect(pace.stamp({ value: 10 })).toEqual({ value: 10 });
  });

  it("never trusts a speed the game put in its result", () => {
    const pace = createRoundSpeed(1);
    expect(pace.stamp({ value: 1, speed: 0.6 })).toEqual({ value: 1 });
  });
});

describe("the end card's words", () => {
  it("says the result, the best and how to play again", () => {
    const card = endCardContent(
      { outcome: "over", title: "Game Over", lines: ["Score: 40"] },
      { best: "Best: 40 points", newBest: true },
    );
    expect(card.newBest).toBe(true);
    expect(endCardWords(card)).toBe("Game Over. Score: 40. New best! Best: 40 points. Press Enter to play again.");
  });

  it("shows no best when the site keeps none", () => {
    const card = endCardContent({ outcome: "won", title: "You won!", lines: [] }, null);
    expect(card.best).toBeUndefined();
    expect(endCardWords(card)).toBe("You won! Press Enter to play again.");
  });
});
