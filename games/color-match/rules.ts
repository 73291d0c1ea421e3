/**
 * Color Match's rules as pure functions: the game shows a sequence of pads, the player repeats it,
 * and each completed round adds one more pad. No DOM and no timers: the store asks
 * `playbackDelay` how long to wait and calls `advancePlayback` on the engine's game clock, and
 * calls `nextRound` `COLOR_MATCH.nextRoundDelayMs` after a completed round.
 */
import { cursorArrow, cursorFollow, type Direction, randomInt, sameCursor, type Seed } from "@station/engine";
import { padColumns } from "./layout";

export const COLOR_MATCH = {
  difficulties: {
    easy: { label: "Easy", colours: 4, flashMs: 800 },
    medium: { label: "Medium", colours: 5, flashMs: 600 },
    hard: { label: "Hard", colours: 6, flashMs: 400 },
  },
  defaultDifficulty: "easy",
  /** Quiet time before the first pad of each playback lights. */
  preDelayMs: 500,
  /** Dark time between two lit pads. */
  gapMs: 200,
  /** After a completed round, one more colour is added and the sequence plays again. */
  nextRoundDelayMs: 1000,
  /** "Awesome!" when the score after a round is a multiple of this. */
  awesomeEvery: 5,
} as const;

export type Difficulty = keyof typeof COLOR_MATCH.difficulties;
export const DIFFICULTIES = Object.keys(COLOR_MATCH.difficulties) as Difficulty[];

/**
 * ready: before the first Start; showing: the sequence plays (presses are ignored);
 * input: the player repeats it; between: a round was completed, the next comes after 1 s;
 * over: a wrong press ended the game.
 */
export type ColorMatchPhase = "ready" | "showing" | "input" | "between" | "over";

export interface ColorMatchState {
  readonly difficulty: Difficulty;
  readonly phase: ColorMatchPhase;
  /** Pad indices, 0 to colours - 1. */
  readonly sequence: readonly number[];
  /** During playback: the position in the sequence being shown (or about to be). */
  readonly playIndex: number;
  /** The pad lit by playback, or null. */
  readonly lit: number | null;
  /** During input: how many of the sequence the player has repeated this round. */
  readonly inputIndex: number;
  readonly score: number;
  readonly seed: Seed;
  /** The keyboard cursor's pad, and whether it is shown (after an arrow key, until a pointer). */
  readonly cursor: number;
  readonly cursorVisible: boolean;
  /** After a wrong press: the pad that was expected. */
  readonly expected: number | null;
  /** Practice mode (see modes.ts): fixed for the state's life. */
  readonly practice: boolean;
}

export type ColorMatchEvent =
  | { type: "lit"; pad: number; position: number; length: number }
  | { type: "correct"; pad: number }
  | { type: "roundComplete"; points: number; score: number; awesome: boolean }
  | { type: "gameOver"; pad: number; expected: number; score: number }
  /** Practice: a wrong pad, and the same sequence plays again. */
  | { type: "replay"; pad: number; expected: number }
  /** Practice: the player stopped. */
  | { type: "stopped"; score: number };

export function colourCount(difficulty: Difficulty): number {
  return COLOR_MATCH.difficulties[difficulty].colours;
}

export function flashMs(difficulty: Difficulty): number {
  return COLOR_MATCH.difficulties[difficulty].flashMs;
}

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === "string" && Object.hasOwn(COLOR_MATCH.difficulties, value);
}

export function createColorMatch(options: {
  seed: Seed;
  difficulty?: Difficulty;
  practice?: boolean;
}): ColorMatchState {
  return {
    difficulty: options.difficulty ?? COLOR_MATCH.defaultDifficulty,
    phase: "ready",
    sequence: [],
    playIndex: 0,
    lit: null,
    inputIndex: 0,
    score: 0,
    seed: options.seed >>> 0,
    cursor: 0,
    cursorVisible: false,
    expected: null,
    practice: options.practice === true,
  };
}

/** The sequence with one more random pad, drawn from the state's seed. */
function addColour(state: ColorMatchState): ColorMatchState {
  const [pad, seed] = randomInt(state.seed, 0, colourCount(state.difficulty) - 1);
  return { ...state, sequence: [...state.sequence, pad], seed };
}

/** The whole sequence plays from the start: the pre-delay, then each pad in turn. */
function playFromStart(state: ColorMatchState): ColorMatchState {
  return { ...state, phase: "showing", playIndex: 0, lit: null, inputIndex: 0 };
}

/** Start (or Play Again): a fresh game of one colour, which then plays. The seed carries on. */
export function start(state: ColorMatchState): ColorMatchState {
  if (state.phase !== "ready" && state.phase !== "over") return state;
  return playFromStart(addColour({ ...state, sequence: [], score: 0, expected: null }));
}

/** Another difficulty resets the game to "ready" (the seed carries on). The same one changes nothing. */
export function setDifficulty(state: ColorMatchState, difficulty: Difficulty): ColorMatchState {
  if (difficulty === state.difficulty) return state;
  return {
    ...createColorMatch({ seed: state.seed, difficulty, practice: state.practice }),
    cursor: Math.min(state.cursor, colourCount(difficulty) - 1),
    cursorVisible: state.cursorVisible,
  };
}

/**
 * How long until the next playback change: the pre-delay before the first pad, a pad's flash
 * time while it is lit, the gap before each later pad; null when nothing is playing.
 */
export function playbackDelay(state: ColorMatchState): number | null {
  if (state.phase !== "showing") return null;
  if (state.lit !== null) return flashMs(state.difficulty);
  return state.playIndex === 0 ? COLOR_MATCH.preDelayMs : COLOR_MATCH.gapMs;
}

/** One playback change: light the next pad, or put the lit one out (after the last, the player's turn). */
export function advancePlayback(state: ColorMatchState): {
  state: ColorMatchState;
  events: readonly ColorMatchEvent[];
} {
  if (state.phase !== "showing") return { state, events: [] };
  if (state.lit === null) {
    const pad = state.sequence[state.playIndex];
    if (pad === undefined) return { state: { ...state, phase: "input", inputIndex: 0 }, events: [] };
    return {
      state: { ...state, lit: pad },
      events: [{ type: "lit", pad, position: state.playIndex + 1, length: state.sequence.length }],
    };
  }
  const playIndex = state.playIndex + 1;
  const done = playIndex >= state.sequence.length;
  return {
    state: { ...state, lit: null, playIndex, phase: done ? "input" : "showing", inputIndex: 0 },
    events: [],
  };
}

/** The player presses a pad. Only during their turn: presses while the sequence plays are ignored. */
export function press(
  state: ColorMatchState,
  pad: number,
): { state: ColorMatchState; events: readonly ColorMatchEvent[] } {
  if (state.phase !== "input" || pad < 0 || pad >= colourCount(state.difficulty)) return { state, events: [] };
  const expected = state.sequence[state.inputIndex];
  if (pad !== expected && state.practice) {
    // Practice: nothing is lost; the same sequence plays again from its start.
    return {
      state: { ...playFromStart(state), expected: expected ?? null },
      events: [{ type: "replay", pad, expected: expected ?? pad }],
    };
  }
  if (pad !== expected) {
    return {
      state: { ...state, phase: "over", expected: expected ?? null },
      events: [{ type: "gameOver", pad, expected: expected ?? pad, score: state.score }],
    };
  }
  const inputIndex = state.inputIndex + 1;
  if (inputIndex < state.sequence.length) {
    return { state: { ...state, inputIndex }, events: [{ type: "correct", pad }] };
  }
  const points = state.sequence.length;
  const score = state.score + points;
  return {
    state: { ...state, inputIndex, score, phase: "between" },
    events: [
      { type: "correct", pad },
      { type: "roundComplete", points, score, awesome: score % COLOR_MATCH.awesomeEvery === 0 },
    ],
  };
}

/** Practice's end: the player stops a game under way, and it is over with its score. */
export function stop(state: ColorMatchState): { state: ColorMatchState; events: readonly ColorMatchEvent[] } {
  if (!state.practice || state.phase === "ready" || state.phase === "over") return { state, events: [] };
  return {
    state: { ...state, phase: "over", lit: null, expected: null },
    events: [{ type: "stopped", score: state.score }],
  };
}

/** After a completed round: one more colour, and the whole (longer) sequence plays again. */
export function nextRound(state: ColorMatchState): ColorMatchState {
  if (state.phase !== "between") return state;
  return playFromStart(addColour(state));
}

/** Arrow keys: the cursor moves one pad, stopping at the edges, and shows. */
export function moveCursor(state: ColorMatchState, direction: Direction): ColorMatchState {
  const count = colourCount(state.difficulty);
  const next = cursorArrow(state, direction, { columns: padColumns(count), count });
  return sameCursor(next, state) ? state : { ...state, ...next };
}

/** A pointer was used: the cursor hides, and sits on the pad it touched for the next arrow key. */
export function pointTo(state: ColorMatchState, pad: number | null): ColorMatchState {
  const next = cursorFollow(state, pad);
  return sameCursor(next, state) ? state : { ...state, ...next };
}

/** The sequence a seed deals for a difficulty, `length` pads long (for tests and bug reports). */
export function dealtSequence(seed: Seed, difficulty: Difficulty, length: number): number[] {
  let state: ColorMatchState = start(createColorMatch({ seed, difficulty }));
  while (state.sequence.length < length) state = addColour(state);
  return state.sequence.slice(0, length);
}
