import { describe, expect, it } from "vitest";
import { cellRect, type PointerInput } from "@station/engine";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { BOARD, padLayout } from "./layout";
import { PADS } from "./pads";
import { COLOR_MATCH, DIFFICULTIES, dealtSequence, type Difficulty } from "./rules";
import { type ColorMatchAction } from "./store";
import { colorMatch } from "./test-definition";

const SEED = 4242;

function setup(options: { seed?: number; saved?: Record<string, string> } = {}) {
  const host = createTestHost(colorMatch, { seed: options.seed ?? SEED, storage: options.saved });
  const state = () => host.state().state;
  /** A key tap (pressed and let go), handed to the game on a frame that takes no time. */
  const key = (action: ColorMatchAction) => {
    host.tapAction(action);
    host.advance(0);
  };
  const pointer = (kind: PointerInput["kind"], at: { x: number; y: number }) => {
    host.pointer({ kind, ...at });
    host.advance(0);
  };
  return {
    host,
    game: host.game,
    toasts: host.toasts,
    sounds: host.sounds,
    stored: host.storage,
    rounds: host.rounds,
    state,
    key,
    pointer,
  };
}

type Setup = ReturnType<typeof setup>;

/** Steps the game clock 1 ms at a time for `ms`, and lists when the lit pad changed (game time). */
function litChanges({ host, state }: Setup, ms: number): [number, number | null][] {
  const changes: [number, number | null][] = [];
  let lit = state().lit;
  for (let t = 0; t < ms; t++) {
    host.advance(1);
    if (state().lit !== lit) {
      lit = state().lit;
      changes.push([host.now(), lit]);
    }
  }
  return changes;
}

/** The expected lit changes for a sequence whose playback starts at `from`. */
function timeline(sequence: readonly number[], d: Difficulty, from: number): [number, number | null][] {
  const flash = COLOR_MATCH.difficulties[d].flashMs;
  const out: [number, number | null][] = [];
  let t = from + 500;
  sequence.forEach((pad, i) => {
    if (i > 0) t += 200;
    out.push([t, pad]);
    t += flash;
    out.push([t, null]);
  });
  return out;
}

function pressAll(s: Setup, pads: readonly number[]) {
  for (const pad of pads) s.game.store.getState().press(pad);
}

/** Where a pad's centre is, in logical units (what the engine's pointer reports). */
function centre(difficulty: Difficulty, pad: number) {
  const r = cellRect(padLayout(COLOR_MATCH.difficulties[difficulty].colours), pad);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

describe("Color Match playback on the game clock", () => {
  for (const d of DIFFICULTIES) {
    const flash = COLOR_MATCH.difficulties[d].flashMs;
    it(`${d}: lit from 500 to ${500 + flash} ms, the player's turn after it; then 1000 ms later one more colour, played from the start`, () => {
      const s = setup();
      s.host.dispatch(`difficulty-${d}`);
      s.host.dispatch("start");
      const first = s.state().sequence;
      expect(first).toEqual(dealtSequence(SEED, d, 1));
      expect(s.state().phase).toBe("showing");
      expect(litChanges(s, 3000)).toEqual(timeline(first, d, 0));
      expect(s.state().phase).toBe("input");
      // The turn came exactly when the pad went out.
      expect(s.sounds).toEqual([PADS[first[0]!]!.tone]);

      // Round 1 done at game time 3000: the next colour arrives at exactly 4000.
      pressAll(s, first);
      expect(s.state()).toMatchObject({ phase: "between", score: 1 });
      s.host.advance(999);
      expect(s.state().sequence).toHaveLength(1);
      expect(s.state().phase).toBe("between");
      s.host.advance(1);
      expect(s.state().sequence).toEqual(dealtSequence(SEED, d, 2));
      expect(s.state().phase).toBe("showing");

      // Round 2 plays both pads: pre-delay, flash, 200 ms gap, flash.
      const second = s.state().sequence;
      expect(litChanges(s, 4000)).toEqual(timeline(second, d, 4000));
      expect(s.state().phase).toBe("input");
      pressAll(s, second);
      expect(s.state().score).toBe(3);
      s.host.advance(1000);
      const third = s.state().sequence;
      expect(third).toEqual(dealtSequence(SEED, d, 3));
      const playStart = s.host.now();
      expect(litChanges(s, 5000)).toEqual(timeline(third, d, playStart));
      // The last pad goes out at 500 + 3 flashes + 2 gaps after the round began.
      expect(s.state().phase).toBe("input");
    });
  }
});

describe("Color Match, playing", () => {
  it("ignores presses while the sequence plays: keys, taps and direct calls", () => {
    const s = setup();
    s.host.dispatch("start");
    const pad = s.state().sequence[0]!;
    s.host.advance(600);
    expect(s.state().lit).toBe(pad);
    s.game.store.getState().press(pad);
    s.key("choose");
    s.pointer("down", centre("easy", pad));
    s.pointer("up", centre("easy", pad));
    expect(s.state()).toMatchObject({ phase: "showing", inputIndex: 0, score: 0 });
    expect(s.game.store.getState().held).toBeNull();
  });

  it("a wrong press ends the game: 'Game Over! You scored N points', with the pad that was due", () => {
    const s = setup();
    s.host.dispatch("start");
    s.host.advance(2000);
    pressAll(s, s.state().sequence);
    s.host.advance(1000 + 3000);
    const [a, b] = s.state().sequence as [number, number];
    const wrong = (b + 1) % 4;
    pressAll(s, [a, wrong]);
    expect(s.state().phase).toBe("over");
    expect(s.toasts.at(-1)).toEqual({
      title: "Game Over! You scored 1 point",
      description: `The next one was the ${PADS[b]!.name.toLowerCase()}.`,
    });
    expect(s.sounds.at(-1)).toBe("wrong");
    expect(s.rounds).toEqual([{ value: 1, variant: "easy" }]);
    // The end card says it, once (the engine announces the card in place of the toast).
    expect(s.host.ends).toEqual([
      {
        outcome: "lost",
        title: "Game Over!",
        lines: ["Score: 1 point", `The next one was the ${PADS[b]!.name.toLowerCase()}`],
        result: { value: 1, variant: "easy" },
      },
    ]);
    expect(s.game.store.getState().events.at(-1)?.event).toEqual({
      type: "gameOver",
      pad: wrong,
      expected: b,
      score: 1,
    });
    // Nothing is scheduled any more.
    s.host.advance(10_000);
    expect(s.state().phase).toBe("over");
  });

  it("says 'Awesome!' after the rounds that reach 10 and 15 points, and not before", () => {
    const s = setup({ seed: 99 });
    s.host.dispatch("start");
    const scores: number[] = [];
    for (let round = 1; round <= 5; round++) {
      s.host.advance(500 + round * 1000);
      expect(s.state().phase).toBe("input");
      pressAll(s, s.state().sequence);
      scores.push(s.state().score);
      expect(s.toasts.filter((t) => t.title === "Awesome!")).toHaveLength(scores.filter((n) => n % 5 === 0).length);
      s.host.advance(1000);
    }
    expect(scores).toEqual([1, 3, 6, 10, 15]);
    expect(s.toasts).toEqual([
      { title: "Awesome!", description: "10 points and counting." },
      { title: "Awesome!", description: "15 points and counting." },
    ]);
  });

  it("Game Over with 0, 3 and 10 points reads as points", () => {
    for (const rounds of [0, 2, 4]) {
      const s = setup({ seed: 5 });
      s.host.dispatch("start");
      for (let round = 1; round <= rounds; round++) {
        s.host.advance(500 + round * 1000);
        pressAll(s, s.state().sequence);
        s.host.advance(1000);
      }
      s.host.advance(500 + (rounds + 1) * 1000);
      const due = s.state().sequence[0]!;
      pressAll(s, [(due + 1) % 4]);
      expect(s.toasts.at(-1)?.title).toBe(`Game Over! You scored ${(rounds * (rounds + 1)) / 2} points`);
    }
  });

  it("changing difficulty resets the game and stops the playback", () => {
    const s = setup();
    s.host.dispatch("start");
    s.host.advance(2000);
    pressAll(s, s.state().sequence);
    expect(s.state().score).toBe(1);
    s.host.dispatch("difficulty-hard");
    expect(s.state()).toMatchObject({ difficulty: "hard", phase: "ready", score: 0, sequence: [] });
    s.host.advance(5000);
    expect(s.state()).toMatchObject({ phase: "ready", sequence: [], lit: null });
    expect(s.stored.difficulty).toBe("hard");
    // Mid-playback too.
    s.host.dispatch("start");
    s.host.advance(600);
    expect(s.state().lit).not.toBeNull();
    s.host.dispatch("difficulty-medium");
    expect(s.state()).toMatchObject({ phase: "ready", lit: null });
    s.host.advance(5000);
    expect(s.state().lit).toBeNull();
  });

  it("remembers the chosen difficulty for the next visit", () => {
    expect(setup({ saved: { difficulty: "medium" } }).state().difficulty).toBe("medium");
    expect(setup({ saved: { difficulty: "nonsense" } }).state().difficulty).toBe("easy");
  });

  it("the same seed replays the same game", () => {
    const play = () => {
      const s = setup({ seed: 1234 });
      s.host.dispatch("start");
      for (let round = 1; round <= 3; round++) {
        s.host.advance(500 + round * 1000);
        pressAll(s, s.state().sequence);
        s.host.advance(1000);
      }
      return s.state().sequence;
    };
    expect(play()).toEqual(play());
    expect(play()).toEqual(dealtSequence(1234, "easy", 4));
  });
});

describe("Color Match input", () => {
  it("Space starts; arrows move the cursor and say what is under it; Enter presses that pad", () => {
    const s = setup();
    s.key("choose");
    expect(s.state().phase).toBe("showing");
    s.key("right");
    expect(s.game.store.getState().announcement).toBe("Mint circle, 2 of 4");
    s.key("down");
    expect(s.game.store.getState().announcement).toBe("Yellow triangle, 4 of 4");
    s.host.advance(550);
    // Playback names each pad as it lights, for screen readers.
    const pad = s.state().sequence[0]!;
    expect(s.game.store.getState().announcement).toBe(`1 of 1: ${PADS[pad]!.name}`);
    s.host.advance(1000);
    // Walk the cursor to the pad and press it.
    s.key("up");
    s.key("left");
    const path: ("right" | "down")[] = [];
    if (pad % 2 === 1) path.push("right");
    if (pad >= 2) path.push("down");
    for (const direction of path) s.key(direction);
    expect(s.state().cursor).toBe(pad);
    s.host.press("choose");
    s.host.advance(0);
    expect(s.game.store.getState().held).toBe(pad);
    s.host.release("choose");
    s.host.advance(0);
    expect(s.game.store.getState().held).toBeNull();
    expect(s.state()).toMatchObject({ phase: "between", score: 1 });
    expect(s.game.store.getState().announcement).toBe(`${PADS[pad]!.name}. 1 of 1 done.`);
  });

  it("a tap presses a pad only when it goes down and up on the same pad, and hides the cursor", () => {
    const s = setup();
    s.key("right");
    // A tap on the board in 'ready' starts, as the host's "tap to play" promises.
    s.host.activate();
    s.host.advance(0);
    s.host.advance(1500);
    const pad = s.state().sequence[0]!;
    const other = (pad + 1) % 4;
    // Down on the right pad, slide off and lift on another: no press.
    s.pointer("down", centre("easy", pad));
    expect(s.game.store.getState().held).toBe(pad);
    expect(s.state().cursorVisible).toBe(false);
    s.pointer("move", centre("easy", other));
    expect(s.game.store.getState().held).toBeNull();
    s.pointer("up", centre("easy", other));
    expect(s.state()).toMatchObject({ phase: "input", inputIndex: 0 });
    // A cancelled press does nothing either.
    s.pointer("down", centre("easy", pad));
    s.pointer("cancel", centre("easy", pad));
    expect(s.state().inputIndex).toBe(0);
    // A real tap.
    s.pointer("down", centre("easy", pad));
    s.pointer("up", centre("easy", pad));
    expect(s.state()).toMatchObject({ phase: "between", score: 1, cursor: pad });
    expect(s.sounds).toContain(PADS[pad]!.tone);
  });

  it("a tap outside the pads (or on Medium's empty sixth cell) presses nothing", () => {
    const s = setup();
    s.host.dispatch("difficulty-medium");
    s.host.dispatch("start");
    s.host.advance(1500);
    s.pointer("down", centre("medium", 5));
    s.pointer("up", centre("medium", 5));
    s.pointer("down", { x: 3, y: 3 });
    s.pointer("up", { x: 3, y: 3 });
    expect(s.state()).toMatchObject({ phase: "input", inputIndex: 0 });
  });
});

describe("monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(colorMatch, { seed }), {
    actions: ["up", "down", "left", "right", "choose", ""],
    buttons: ["start", "difficulty-easy", "difficulty-medium", "difficulty-hard"],
    size: BOARD,
    check: (host) => brokenRules(host.state().state),
  });
});
