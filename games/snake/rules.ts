/**
 * Snake's rules as pure functions: state in, state (and events) out. No DOM, no timers: the
 * store calls `tick` on the engine's scheduler, whose step length comes from `tickMs(score)`.
 */
import { randomInt, type Seed } from "@station/engine";

export const SNAKE = {
  gridSize: 20,
  start: { x: 10, y: 10 },
  startDirection: "up",
  foodPoints: 10,
  baseTickMs: 200,
  speedUpEveryPoints: 50,
  speedUpMs: 20,
  minTickMs: 100,
  maxBufferedTurns: 2,
} as const;

export type Direction = "up" | "down" | "left" | "right";
export interface Cell {
  readonly x: number;
  readonly y: number;
}
export type SnakePhase = "ready" | "playing" | "paused" | "over";
export interface SnakeState {
  readonly phase: SnakePhase;
  /** Head first. */
  readonly body: readonly Cell[];
  readonly direction: Direction;
  /** Turns asked for since the last tick, oldest first; each tick applies one. */
  readonly pendingTurns: readonly Direction[];
  readonly food: Cell;
  readonly score: number;
  readonly highScore: number;
  readonly seed: Seed;
  readonly ticks: number;
  /** Zen mode (see SNAKE_MODES): fixed for the state's life. */
  readonly zen: boolean;
}
/** What a tick can bring about; `at` is the cell it happened on, for the board to show it there. */
export type SnakeEvent =
  | { type: "ate"; points: number; at: Cell }
  | { type: "faster"; tickMs: number }
  | { type: "died"; reason: "wall" | "self"; at: Cell }
  /** Zen: the head ran into the body, which lost `lost` cells from there to the tail. */
  | { type: "shortened"; lost: number; at: Cell }
  /** Zen: the player stopped the round. */
  | { type: "stopped" }
  | { type: "newHighScore"; score: number };

const OPPOSITE: Readonly<Record<Direction, Direction>> = { up: "down", down: "up", left: "right", right: "left" };
const DELTA: Readonly<Record<Direction, Cell>> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

export function isOpposite(a: Direction, b: Direction): boolean {
  return OPPOSITE[a] === b;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.x === b.x && a.y === b.y;
}

export function isInsideBoard(cell: Cell): boolean {
  return cell.x >= 0 && cell.y >= 0 && cell.x < SNAKE.gridSize && cell.y < SNAKE.gridSize;
}

/** A uniformly chosen free cell, so food never lands on the snake. */
export function placeFood(body: readonly Cell[], seed: Seed): { food: Cell; seed: Seed } {
  const taken = new Set(body.map((cell) => cell.y * SNAKE.gridSize + cell.x));
  const free: number[] = [];
  for (let index = 0; index < SNAKE.gridSize * SNAKE.gridSize; index++) {
    if (!taken.has(index)) free.push(index);
  }
  // A full board leaves nowhere to put food; keep it under the head rather than invent a cell.
  if (free.length === 0) return { food: body[0] ?? SNAKE.start, seed };
  const [pick, next] = randomInt(seed, 0, free.length - 1);
  const index = free[pick] ?? 0;
  return { food: { x: index % SNAKE.gridSize, y: Math.floor(index / SNAKE.gridSize) }, seed: next };
}

/** Zen's wrap: a step off one edge comes back in at the opposite one. */
export function wrapCell(cell: Cell): Cell {
  const n = SNAKE.gridSize;
  return { x: ((cell.x % n) + n) % n, y: ((cell.y % n) + n) % n };
}

function freshBoard(seed: Seed, highScore: number, phase: SnakePhase, zen: boolean): SnakeState {
  const body = [SNAKE.start];
  const placed = placeFood(body, seed);
  return {
    phase,
    body,
    direction: SNAKE.startDirection,
    pendingTurns: [],
    food: placed.food,
    score: 0,
    highScore,
    seed: placed.seed,
    ticks: 0,
    zen,
  };
}

export function createSnake(options: { seed: Seed; highScore: number; zen?: boolean }): SnakeState {
  return freshBoard(options.seed >>> 0, Math.max(0, Math.floor(options.highScore)), "ready", options.zen === true);
}

export function start(state: SnakeState): SnakeState {
  if (state.phase === "ready") return { ...state, phase: "playing" };
  if (state.phase === "over") return freshBoard(state.seed, state.highScore, "playing", state.zen);
  return state;
}

/** Zen's end: the player stops a round in play (or paused), and it is over with its score. */
export function stop(state: SnakeState): { state: SnakeState; events: readonly SnakeEvent[] } {
  if (!state.zen || (state.phase !== "playing" && state.phase !== "paused")) return { state, events: [] };
  let highScore = state.highScore;
  const events: SnakeEvent[] = [{ type: "stopped" }];
  if (state.score > highScore) {
    highScore = state.score;
    events.push({ type: "newHighScore", score: state.score });
  }
  return { state: { ...state, phase: "over", pendingTurns: [], highScore }, events };
}

export function togglePause(state: SnakeState): SnakeState {
  if (state.phase === "playing") return { ...state, phase: "paused" };
  if (state.phase === "paused") return { ...state, phase: "playing" };
  return state;
}

export function reset(state: SnakeState): SnakeState {
  return freshBoard(state.seed, state.highScore, "ready", state.zen);
}

/**
 * Queues a turn for the coming ticks. Compared with the last queued direction (or the current
 * one), a reversal or the same direction is ignored, and at most two turns wait: so two quick
 * presses inside one tick both apply, one per tick, and can never fold the snake onto itself.
 */
export function turn(state: SnakeState, direction: Direction): SnakeState {
  if (state.phase !== "playing") return state;
  if (state.pendingTurns.length >= SNAKE.maxBufferedTurns) return state;
  const last = state.pendingTurns[state.pendingTurns.length - 1] ?? state.direction;
  if (direction === last || isOpposite(direction, last)) return state;
  return { ...state, pendingTurns: [...state.pendingTurns, direction] };
}

function endGame(state: SnakeState, reason: "wall" | "self"): { state: SnakeState; events: readonly SnakeEvent[] } {
  const events: SnakeEvent[] = [{ type: "died", reason, at: state.body[0] ?? SNAKE.start }];
  let highScore = state.highScore;
  if (state.score > state.highScore) {
    highScore = state.score;
    events.push({ type: "newHighScore", score: state.score });
  }
  return { state: { ...state, phase: "over", pendingTurns: [], highScore }, events };
}

/** One move of the snake. Outside "playing" nothing changes. */
export function tick(state: SnakeState): { state: SnakeState; events: readonly SnakeEvent[] } {
  if (state.phase !== "playing") return { state, events: [] };
  const [nextTurn, ...laterTurns] = state.pendingTurns;
  const direction = nextTurn ?? state.direction;
  const head = state.body[0] ?? SNAKE.start;
  const stepped = { x: head.x + DELTA[direction].x, y: head.y + DELTA[direction].y };
  const newHead = state.zen ? wrapCell(stepped) : stepped;
  const moved: SnakeState = { ...state, direction, pendingTurns: laterTurns, ticks: state.ticks + 1 };

  if (!isInsideBoard(newHead)) return endGame(moved, "wall");

  const eats = sameCell(newHead, state.food);
  // Without food the tail moves away this tick, so the head may take the tail's cell.
  let keptBody = eats ? state.body : state.body.slice(0, -1);
  const hit = keptBody.findIndex((cell) => sameCell(cell, newHead));
  const shortened: SnakeEvent[] = [];
  if (hit !== -1) {
    if (!state.zen) return endGame(moved, "self");
    // Zen: the body from the bumped cell to the tail falls away, and the snake goes on.
    shortened.push({ type: "shortened", lost: keptBody.length - hit, at: newHead });
    keptBody = keptBody.slice(0, hit);
  }

  const body = [newHead, ...keptBody];
  if (!eats) return { state: { ...moved, body }, events: shortened };

  const placed = placeFood(body, state.seed);
  const score = state.score + SNAKE.foodPoints;
  const events: SnakeEvent[] = [...shortened, { type: "ate", points: SNAKE.foodPoints, at: newHead }];
  if (tickMs(score) < tickMs(state.score)) events.push({ type: "faster", tickMs: tickMs(score) });
  return { state: { ...moved, body, food: placed.food, seed: placed.seed, score }, events };
}

/** 200 ms, 20 ms quicker for every full 50 points, never below 100 ms. */
export function tickMs(score: number): number {
  const speedUps = Math.floor(Math.max(0, score) / SNAKE.speedUpEveryPoints);
  return Math.max(SNAKE.minTickMs, SNAKE.baseTickMs - speedUps * SNAKE.speedUpMs);
}
