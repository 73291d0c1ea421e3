import type { Page } from "@playwright/test";
import { SNAKE, createSnake, start, tick, turn, type Direction, type SnakeState } from "../../../games/snake/rules";
import { fakeTime, freezeTime, openGame, runFrames } from "./games";
import { expect } from "./test";

/** The deal the bests tests play: its first snack is a few ticks from the start. */
export const SEED = 7;

/** The game page's "Best: …" line. */
export const best = (page: Page) => page.getByTestId("game-best");

/** Opens Snake on the fixed deal with a frozen clock, ready to be steered tick by tick. */
export async function openSnake(page: Page) {
  await fakeTime(page);
  await openGame(page, `snake?seed=${SEED}`);
  await freezeTime(page);
}

const TICK = SNAKE.baseTickMs;
const KEYS: Record<Direction, string> = { up: "ArrowUp", down: "ArrowDown", left: "ArrowLeft", right: "ArrowRight" };
const OPPOSITE: Record<Direction, Direction> = { up: "down", down: "up", left: "right", right: "left" };

/** The next way to go towards the food, never straight back (the rules would ignore it). */
function towardsFood(state: SnakeState): Direction {
  const head = state.body[0]!;
  const { food, direction } = state;
  const want: Direction = food.x !== head.x ? (food.x > head.x ? "right" : "left") : food.y > head.y ? "down" : "up";
  if (want !== OPPOSITE[direction]) return want;
  // Straight behind: step aside first.
  return want === "up" || want === "down" ? (head.x > 0 ? "left" : "right") : head.y > 0 ? "up" : "down";
}

/**
 * Plays one Snake round on a page opened with `?seed=` and a frozen clock: steers to the first snack
 * (the page's deal, replayed here by the game's own rules, one 200 ms tick at a time), then runs on
 * into a wall. The round ends with 10 points.
 */
export async function playSnakeRoundForTenPoints(page: Page, seed: number) {
  let state = start(createSnake({ seed, highScore: 0 }));
  await page.getByTestId("game-surface").focus();
  await page.keyboard.press("Space");
  // Input is handled on the next display frame.
  await runFrames(page, 50);
  while (state.score === 0) {
    expect(state.phase, "the snake died before reaching the snack").toBe("playing");
    const way = towardsFood(state);
    if (way !== state.direction) {
      state = turn(state, way);
      await page.keyboard.press(KEYS[way]);
    }
    state = tick(state).state;
    await runFrames(page, TICK);
  }
  // Ten points in: straight on to the wall (at most a board's width of faster ticks).
  const surface = page.getByTestId("game-surface");
  await expect
    .poll(
      async () => {
        await runFrames(page, TICK);
        return surface.getAttribute("data-phase");
      },
      { timeout: 60_000 },
    )
    .toBe("over");
}
