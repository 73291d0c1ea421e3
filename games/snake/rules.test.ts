import { describe, expect, it } from "vitest";
import { applyAll } from "@station/engine/testing";
import {
  SNAKE,
  createSnake,
  placeFood,
  reset,
  start,
  tick,
  tickMs,
  togglePause,
  turn,
  type Cell,
  type Direction,
  type SnakeEvent,
  type SnakeState,
} from "./rules";
import { cells } from "./test-cells";

const SEED = 20250714;
const FAR_FOOD: Cell = { x: 0, y: 19 };

/** A started game with the food moved out of the way, so only the rule under test acts. */
function playing(overrides: Partial<SnakeState> = {}): SnakeState {
  return { ...start(createSnake({ seed: SEED, highScore: 0 })), food: FAR_FOOD, ...overrides };
}

function run(state: SnakeState, ticks: number): { state: SnakeState; events: SnakeEvent[] } {
  return applyAll(state, Array.from({ length: ticks }), (s) => tick(s));
}

function steer(state: SnakeState, ...directions: Direction[]): SnakeState {
  return directions.reduce(turn, state);
}

describe("a new game", () => {
  it("waits in 'ready' with a one-cell snake at (10,10) heading up and food elsewhere on the board", () => {
    const state = createSnake({ seed: SEED, highScore: 40 });
    expect(state.phase).toBe("ready");
    expect(state.body).toEqual([{ x: 10, y: 10 }]);
    expect(state.direction).toBe("up");
    expect(state.score).toBe(0);
    expect(state.highScore).toBe(40);
    expect(state.food).not.toEqual({ x: 10, y: 10 });
    expect(state.food.x).toBeGreaterThanOrEqual(0);
    expect(state.food.x).toBeLessThan(20);
    expect(state.food.y).toBeGreaterThanOrEqual(0);
    expect(state.food.y).toBeLessThan(20);
  });

  it("places the same food for the same seed", () => {
    expect(createSnake({ seed: SEED, highScore: 0 }).food).toEqual(createSnake({ seed: SEED, highScore: 0 }).food);
  });

  it("does not move before Start, and moves up one cell per tick after it", () => {
    const ready = createSnake({ seed: SEED, highScore: 0 });
    expect(tick(ready).state).toBe(ready);
    const after = run({ ...start(ready), food: FAR_FOOD }, 3).state;
    expect(after.body).toEqual([{ x: 10, y: 7 }]);
    expect(after.ticks).toBe(3);
  });
});

describe("steering", () => {
  it("ignores a direct reversal", () => {
    const state = steer(playing(), "down");
    expect(state.pendingTurns).toEqual([]);
    expect(tick(state).state.body[0]).toEqual({ x: 10, y: 9 });
  });

  it("applies two quick turns inside one tick, one per tick", () => {
    // Left then down within one tick: down is not a reversal of up because it follows left.
    const state = steer(playing(), "left", "down");
    expect(state.pendingTurns).toEqual(["left", "down"]);
    const first = tick(state).state;
    expect(first.direction).toBe("left");
    expect(first.body[0]).toEqual({ x: 9, y: 10 });
    const second = tick(first).state;
    expect(second.direction).toBe("down");
    expect(second.body[0]).toEqual({ x: 9, y: 11 });
  });

  it("ignores a turn in the direction already taken or queued", () => {
    expect(steer(playing(), "up").pendingTurns).toEqual([]);
    expect(steer(playing(), "left", "left").pendingTurns).toEqual(["left"]);
  });

  it("keeps at most two turns waiting", () => {
    expect(SNAKE.maxBufferedTurns).toBe(2);
    expect(steer(playing(), "left", "up", "right").pendingTurns).toEqual(["left", "up"]);
  });

  it("ignores turns unless the game is playing", () => {
    const ready = createSnake({ seed: SEED, highScore: 0 });
    expect(turn(ready, "left")).toBe(ready);
    const paused = togglePause(playing());
    expect(turn(paused, "left")).toBe(paused);
  });
});

describe("pause", () => {
  it("freezes the snake until resumed", () => {
    const paused = togglePause(playing());
    expect(paused.phase).toBe("paused");
    expect(run(paused, 5).state).toBe(paused);
    const resumed = togglePause(paused);
    expect(resumed.phase).toBe("playing");
    expect(tick(resumed).state.body[0]).toEqual({ x: 10, y: 9 });
  });
});

describe("the end of a game", () => {
  it("hits the top wall on the 11th tick from (10,10), and the game is over", () => {
    const alive = run(playing(), 10);
    expect(alive.state.phase).toBe("playing");
    expect(alive.state.body[0]).toEqual({ x: 10, y: 0 });
    const dead = tick(alive.state);
    expect(dead.state.phase).toBe("over");
    expect(dead.events).toEqual([{ type: "died", reason: "wall", at: { x: 10, y: 0 } }]);
    expect(tick(dead.state).state).toBe(dead.state);
  });

  it("hits each of the other walls too", () => {
    const rightWall = run(steer(playing(), "right"), 10);
    expect(rightWall.state.phase).toBe("over");
    expect(rightWall.events).toContainEqual({ type: "died", reason: "wall", at: { x: 19, y: 10 } });
    const leftWall = run(steer(playing(), "left"), 11);
    expect(leftWall.events).toContainEqual({ type: "died", reason: "wall", at: { x: 0, y: 10 } });
    const bottomWall = run(steer(playing(), "left", "down"), 11);
    expect(bottomWall.events).toContainEqual(expect.objectContaining({ type: "died", reason: "wall" }));
  });

  it("ends when the head runs into the body", () => {
    // Heading up with the body curling round to the right: turning right bites the body.
    const body = cells([5, 5], [5, 6], [6, 6], [6, 5], [6, 4]);
    const result = tick(turn(playing({ body }), "right"));
    expect(result.state.phase).toBe("over");
    expect(result.events).toEqual([{ type: "died", reason: "self", at: { x: 5, y: 5 } }]);
  });

  it("lets the head follow into the cell the tail is leaving", () => {
    const body = cells([5, 5], [5, 6], [6, 6], [6, 5]);
    const result = tick(turn(playing({ body }), "right"));
    expect(result.state.phase).toBe("playing");
    expect(result.state.body[0]).toEqual({ x: 6, y: 5 });
  });

  it("reports a new high score when the game ends above the old one, and keeps it", () => {
    const result = run(playing({ score: 30, highScore: 20 }), 11);
    expect(result.events).toEqual([
      { type: "died", reason: "wall", at: { x: 10, y: 0 } },
      { type: "newHighScore", score: 30 },
    ]);
    expect(result.state.highScore).toBe(30);
    const again = start(result.state);
    expect(again.phase).toBe("playing");
    expect(again.highScore).toBe(30);
    expect(again.score).toBe(0);
    expect(again.body).toEqual([{ x: 10, y: 10 }]);
  });

  it("does not report a high score when the old one stands", () => {
    const result = run(playing({ score: 10, highScore: 20 }), 11);
    expect(result.events).toEqual([{ type: "died", reason: "wall", at: { x: 10, y: 0 } }]);
    expect(result.state.highScore).toBe(20);
  });

  it("Reset goes back to 'ready' on a fresh board and keeps the high score", () => {
    const moved = run(playing({ score: 40, highScore: 90 }), 3).state;
    const fresh = reset(moved);
    expect(fresh.phase).toBe("ready");
    expect(fresh.body).toEqual([{ x: 10, y: 10 }]);
    expect(fresh.score).toBe(0);
    expect(fresh.highScore).toBe(90);
  });
});

describe("food", () => {
  it("reports the pace quickening when a snack crosses a 50-point mark", () => {
    const result = tick(playing({ food: { x: 10, y: 9 }, score: 40 }));
    expect(result.events).toEqual([
      { type: "ate", points: 10, at: { x: 10, y: 9 } },
      { type: "faster", tickMs: 180 },
    ]);
    expect(tick(playing({ food: { x: 10, y: 9 }, score: 50 })).events).toHaveLength(1);
  });

  it("gives 10 points, grows the snake by one and puts new food off the snake", () => {
    const result = tick(playing({ food: { x: 10, y: 9 } }));
    expect(result.events).toEqual([{ type: "ate", points: 10, at: { x: 10, y: 9 } }]);
    expect(result.state.score).toBe(10);
    expect(result.state.body).toEqual([
      { x: 10, y: 9 },
      { x: 10, y: 10 },
    ]);
    expect(result.state.body).not.toContainEqual(result.state.food);
  });

  it("never places food on the snake, whatever the seed", () => {
    const body = Array.from({ length: 20 }, (_, x) => ({ x, y: 3 }));
    for (let seed = 0; seed < 500; seed++) {
      const { food } = placeFood(body, seed);
      expect(food.y).not.toBe(3);
      expect(food.x >= 0 && food.x < 20 && food.y >= 0 && food.y < 20).toBe(true);
    }
  });

  it("finds the last free cell on a nearly full board", () => {
    const body: Cell[] = [];
    for (let y = 0; y < 20; y++) for (let x = 0; x < 20; x++) if (!(x === 13 && y === 17)) body.push({ x, y });
    expect(placeFood(body, SEED).food).toEqual({ x: 13, y: 17 });
  });
});

describe("speed", () => {
  it("ticks every 200 ms, 20 ms faster for every 50 points, never below 100 ms", () => {
    expect(tickMs(0)).toBe(200);
    expect(tickMs(40)).toBe(200);
    expect(tickMs(50)).toBe(180);
    expect(tickMs(90)).toBe(180);
    expect(tickMs(100)).toBe(160);
    expect(tickMs(200)).toBe(120);
    expect(tickMs(250)).toBe(100);
    expect(tickMs(300)).toBe(100);
    expect(tickMs(5000)).toBe(100);
  });
});
