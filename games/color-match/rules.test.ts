import { describe, expect, it } from "vitest";
import { applyAll } from "@station/engine/testing";
import { cellAt, cellRect } from "@station/engine";
import { BOARD, padLayout } from "./layout";
import {
  COLOR_MATCH,
  DIFFICULTIES,
  advancePlayback,
  createColorMatch,
  dealtSequence,
  moveCursor,
  nextRound,
  playbackDelay,
  pointTo,
  press,
  setDifficulty,
  start,
  type ColorMatchState,
  type Difficulty,
} from "./rules";

const SEED = 20250714;

/** Plays the whole sequence through the rules: the player's turn comes after the last pad. */
function watch(state: ColorMatchState): { state: ColorMatchState; lit: number[] } {
  const lit: number[] = [];
  for (let i = 0; i < 100 && state.phase === "showing"; i++) {
    const result = advancePlayback(state);
    state = result.state;
    for (const e of result.events) if (e.type === "lit") lit.push(e.pad);
  }
  return { state, lit };
}

function pressAll(state: ColorMatchState, pads: readonly number[]) {
  return applyAll(state, pads, press);
}

/** A game at the player's turn with this sequence and score. */
function myTurn(sequence: number[], score = 0, difficulty: Difficulty = "easy"): ColorMatchState {
  return { ...createColorMatch({ seed: SEED, difficulty }), phase: "input", sequence, score };
}

describe("the constants (spec section 9)", () => {
  it("has Easy 4 colours at 800 ms, Medium 5 at 600 ms, Hard 6 at 400 ms, 500 ms pre-delay, 200 ms gap, 1 s to the next colour", () => {
    expect(COLOR_MATCH.difficulties.easy).toMatchObject({ colours: 4, flashMs: 800 });
    expect(COLOR_MATCH.difficulties.medium).toMatchObject({ colours: 5, flashMs: 600 });
    expect(COLOR_MATCH.difficulties.hard).toMatchObject({ colours: 6, flashMs: 400 });
    expect(COLOR_MATCH.preDelayMs).toBe(500);
    expect(COLOR_MATCH.gapMs).toBe(200);
    expect(COLOR_MATCH.nextRoundDelayMs).toBe(1000);
  });

  it("never flashes more than three times a second, even on Hard", () => {
    for (const d of DIFFICULTIES) {
      const period = COLOR_MATCH.difficulties[d].flashMs + COLOR_MATCH.gapMs;
      expect(1000 / period, d).toBeLessThanOrEqual(3);
    }
  });
});

describe("starting", () => {
  it("waits in 'ready' on Easy with no sequence, then Start deals one colour and shows it", () => {
    const ready = createColorMatch({ seed: SEED });
    expect(ready).toMatchObject({ phase: "ready", difficulty: "easy", sequence: [], score: 0, lit: null });
    const started = start(ready);
    expect(started.phase).toBe("showing");
    expect(started.sequence).toHaveLength(1);
    expect(started.lit).toBeNull();
    expect(started.seed).not.toBe(ready.seed);
  });

  it("deals the same sequence for the same seed, and another for another seed", () => {
    for (const d of DIFFICULTIES) {
      expect(dealtSequence(SEED, d, 12)).toEqual(dealtSequence(SEED, d, 12));
    }
    expect(dealtSequence(SEED, "hard", 12)).not.toEqual(dealtSequence(SEED + 1, "hard", 12));
  });

  it("draws only the difficulty's colours, and uses all of them over a long game", () => {
    for (const d of DIFFICULTIES) {
      const seq = dealtSequence(7, d, 200);
      expect(new Set(seq), d).toEqual(
        new Set(Array.from({ length: COLOR_MATCH.difficulties[d].colours }, (_, i) => i)),
      );
    }
  });

  it("Play Again after a game over deals a fresh game (score 0, one colour) from the carried-on seed", () => {
    const over = { ...myTurn([1, 2], 7), phase: "over" as const };
    const again = start(over);
    expect(again).toMatchObject({ phase: "showing", score: 0 });
    expect(again.sequence).toHaveLength(1);
    // Start does nothing mid-game.
    const playing = myTurn([0]);
    expect(start(playing)).toBe(playing);
  });
});

describe("playback", () => {
  it("waits 500 ms, lights each pad for the flash time, with 200 ms gaps, then hands over", () => {
    for (const d of DIFFICULTIES) {
      let state: ColorMatchState = {
        ...createColorMatch({ seed: SEED, difficulty: d }),
        phase: "showing",
        sequence: [2, 0, 2],
      };
      const delays: (number | null)[] = [];
      const lit: (number | null)[] = [];
      while (state.phase === "showing") {
        delays.push(playbackDelay(state));
        state = advancePlayback(state).state;
        lit.push(state.lit);
      }
      const flash = COLOR_MATCH.difficulties[d].flashMs;
      expect(delays, d).toEqual([500, flash, 200, flash, 200, flash]);
      // The same pad twice is two separate flashes, with the dark gap between.
      expect(lit, d).toEqual([2, null, 0, null, 2, null]);
      expect(state.phase).toBe("input");
      expect(playbackDelay(state)).toBeNull();
    }
  });

  it("tells which pad lit, and where it is in the sequence", () => {
    const state: ColorMatchState = { ...createColorMatch({ seed: SEED }), phase: "showing", sequence: [3, 1] };
    expect(advancePlayback(state).events).toEqual([{ type: "lit", pad: 3, position: 1, length: 2 }]);
  });

  it("ignores presses while the sequence plays, and before Start, and after the end", () => {
    const showing = start(createColorMatch({ seed: SEED }));
    const pad = showing.sequence[0]!;
    expect(press(showing, pad)).toEqual({ state: showing, events: [] });
    const lit = advancePlayback(showing).state;
    expect(lit.lit).toBe(pad);
    expect(press(lit, pad)).toEqual({ state: lit, events: [] });
    const ready = createColorMatch({ seed: SEED });
    expect(press(ready, 0).state).toBe(ready);
    const over = { ...myTurn([0]), phase: "over" as const };
    expect(press(over, 0).state).toBe(over);
    const between = { ...myTurn([0]), phase: "between" as const };
    expect(press(between, 0).state).toBe(between);
  });
});

describe("the player's turn", () => {
  it("a wrong press ends the game with its score and the pad that was expected", () => {
    const { state, events } = pressAll(myTurn([1, 3, 0], 6), [1, 2]);
    expect(state.phase).toBe("over");
    expect(state.score).toBe(6);
    expect(state.expected).toBe(3);
    expect(events).toEqual([
      { type: "correct", pad: 1 },
      { type: "gameOver", pad: 2, expected: 3, score: 6 },
    ]);
    // Nothing more counts.
    expect(press(state, 0).state).toBe(state);
  });

  it("a completed round adds the sequence length to the score and waits for the next round", () => {
    const { state, events } = pressAll(myTurn([1, 3, 0], 3), [1, 3, 0]);
    expect(state.phase).toBe("between");
    expect(state.score).toBe(6);
    expect(events.at(-1)).toEqual({ type: "roundComplete", points: 3, score: 6, awesome: false });
  });

  it("says 'Awesome!' exactly when the score after a round is a multiple of 5", () => {
    const awesomeAt: number[] = [];
    for (let before = 0; before <= 30; before++) {
      for (const length of [1, 2, 3, 4]) {
        const seq = Array.from({ length }, () => 0);
        const { events } = pressAll(myTurn(seq, before), seq);
        const done = events.find((e) => e.type === "roundComplete");
        expect(done && done.type === "roundComplete" && done.score).toBe(before + length);
        if (done?.type === "roundComplete" && done.awesome) awesomeAt.push(done.score);
      }
    }
    expect([...new Set(awesomeAt)].sort((a, b) => a - b)).toEqual([5, 10, 15, 20, 25, 30]);
  });

  it("the next round keeps the sequence, adds one colour, and plays the whole of it from the start", () => {
    let state = watch(start(createColorMatch({ seed: SEED, difficulty: "medium" }))).state;
    for (let round = 1; round <= 5; round++) {
      expect(state.sequence).toEqual(dealtSequence(SEED, "medium", round));
      state = pressAll(state, state.sequence).state;
      expect(state.score).toBe((round * (round + 1)) / 2);
      const next = nextRound(state);
      expect(next.phase).toBe("showing");
      expect(next.sequence.slice(0, round)).toEqual(state.sequence);
      expect(next.sequence).toHaveLength(round + 1);
      const watched = watch(next);
      expect(watched.lit).toEqual(next.sequence);
      state = watched.state;
    }
    // 1 + 2 + 3 + 4 + 5
    expect(state.score).toBe(15);
  });
});

describe("difficulty", () => {
  it("changing it resets the game to 'ready' with no sequence and no score", () => {
    const playing = myTurn([0, 1, 2], 10);
    const changed = setDifficulty(playing, "hard");
    expect(changed).toMatchObject({
      difficulty: "hard",
      phase: "ready",
      sequence: [],
      score: 0,
      lit: null,
      inputIndex: 0,
    });
    expect(changed.seed).toBe(playing.seed);
    expect(setDifficulty(changed, "hard")).toBe(changed);
  });

  it("keeps the cursor on a pad that still exists", () => {
    const onSixth = { ...createColorMatch({ seed: SEED, difficulty: "hard" }), cursor: 5 };
    expect(setDifficulty(onSixth, "easy").cursor).toBe(3);
  });
});

describe("the keyboard cursor and the pad layout", () => {
  it("moves over a 2x2 grid on Easy and stops at the edges", () => {
    let state = createColorMatch({ seed: SEED });
    expect(state.cursorVisible).toBe(false);
    state = moveCursor(state, "right");
    expect(state).toMatchObject({ cursor: 1, cursorVisible: true });
    state = moveCursor(state, "right");
    expect(state.cursor).toBe(1);
    state = moveCursor(state, "down");
    expect(state.cursor).toBe(3);
    state = moveCursor(state, "down");
    expect(state.cursor).toBe(3);
    state = moveCursor(state, "left");
    expect(state.cursor).toBe(2);
  });

  it("uses three columns for 5 and 6 pads, with Medium's short last row", () => {
    let state = createColorMatch({ seed: SEED, difficulty: "medium" });
    state = moveCursor(moveCursor(state, "right"), "right");
    expect(state.cursor).toBe(2);
    // Below pad 3 (index 2) there is no pad on Medium.
    expect(moveCursor(state, "down").cursor).toBe(2);
    expect(moveCursor(moveCursor(state, "left"), "down").cursor).toBe(4);
  });

  it("a pointer hides the cursor and leaves it on the pad touched", () => {
    const shown = moveCursor(createColorMatch({ seed: SEED }), "right");
    expect(pointTo(shown, 2)).toMatchObject({ cursor: 2, cursorVisible: false });
    expect(pointTo(shown, null)).toMatchObject({ cursor: 1, cursorVisible: false });
  });

  it("lays out pads inside the board, and hit-tests each pad's centre to that pad", () => {
    for (const count of [4, 5, 6]) {
      const layout = padLayout(count);
      for (let i = 0; i < count; i++) {
        const r = cellRect(layout, i);
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width).toBeLessThanOrEqual(BOARD.width);
        expect(r.y + r.height).toBeLessThanOrEqual(BOARD.height);
        expect(cellAt(layout, { x: r.x + r.width / 2, y: r.y + r.height / 2 })).toBe(i);
      }
    }
    expect(padLayout(4).columns).toBe(2);
    expect(padLayout(5).columns).toBe(3);
    expect(padLayout(6)).toMatchObject({ columns: 3, rows: 2 });
  });
});
