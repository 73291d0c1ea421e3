/**
 * Runs in the browser (see main.ts): times one Little Dodger update and one rendered
 * frame with 10 blocks on screen, on the real PixiJS surface the games use; then a Tic-Tac-Toe
 * redraw with its declarative and its former imperative view (./tic-tac-toe.ts).
 */
import { createGameClock } from "@station/engine/internal/game-clock";
import { benchContext, sceneWithFeel } from "./headless-context";
import { sharedApplication } from "@station/engine/internal/application";
import { mountSurface, type Surface } from "@station/engine/internal/surface";
import {
  DODGER,
  createDodger,
  startCountdown,
  step,
  type Block,
  type DodgerState,
} from "../../../games/little-dodger/rules";
import { createDodgerGame } from "../../../games/little-dodger/store";
import { createDodgerView } from "../../../games/little-dodger/view";
import { createSnakeGame } from "../../../games/snake/store";
import { BOARD as SNAKE_BOARD, CELL, createSnakeView } from "../../../games/snake/view";
import type { BoardFeel } from "@station/engine/internal/board-feel";
import type { GameView } from "@station/engine";
import { benchTicTacToe, compareTicTacToeViews, ticTacToeViews } from "./tic-tac-toe";

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), samples: sorted.length };
};

function tenBlocks(): DodgerState {
  let state = startCountdown(createDodger(2026));
  while (state.phase !== "playing") state = step(state, { left: false, right: false, targetX: null }).state;
  // Ten blocks spread over the field, none yet touching the player: a full, busy frame.
  const blocks: Block[] = Array.from({ length: DODGER.maxBlocks }, (_, i) => ({
    id: i + 1,
    x: (i * 23) % (DODGER.width - 100),
    y: -10 + i * 13,
    width: 60 + ((i * 17) % 90),
    height: DODGER.blockHeight,
    isBonus: i === 4,
    flash: 0.5,
  }));
  return { ...state, blocks };
}

/**
 * Rendered frames (view draw, effects update, PixiJS, `gl.finish`) with a burst of 40 sparks and
 * a floating "+10" started every 20 frames, so sparks are always in flight: the engine's frame
 * while something happens on the board.
 */
async function framesWithEffects(
  surface: Surface,
  view: GameView,
  feel: BoardFeel,
  at: { x: number; y: number },
  gl: WebGL2RenderingContext,
): Promise<number[]> {
  const times: number[] = [];
  for (let frame = 0; frame < 240; frame++) {
    if (frame % 20 === 0) {
      feel.effects.burst(at.x, at.y, { color: [0xffe08a, 0xff8cc6, 0xa8f0d4], count: 40 });
      feel.effects.floatText(at.x, at.y - 10, "+10");
    }
    const t0 = performance.now();
    view.draw((frame % 10) / 10);
    feel.update(1000 / 60);
    surface.render();
    gl.finish();
    times.push(performance.now() - t0);
    await new Promise(requestAnimationFrame);
  }
  return times.slice(20);
}

async function main() {
  const base = tenBlocks();
  const input = { left: true, right: false, targetX: null };

  // performance.now() is coarsened to 0.1 ms here: time batches of updates, report per update.
  const BATCH = 200;
  const updates: number[] = [];
  for (let sample = 0; sample < 300; sample++) {
    const t0 = performance.now();
    for (let i = 0; i < BATCH; i++) step(base, input);
    updates.push(((performance.now() - t0) / BATCH) * 1000);
  }

  const app = await sharedApplication();
  const host = document.getElementById("stage")!;
  const surface = mountSurface(app, host, { width: DODGER.width, height: DODGER.height });
  const game = createDodgerGame(benchContext(createGameClock(), 2026));
  game.store.setState({ state: base, previous: base });
  const { scene, feel } = sceneWithFeel(surface);
  const view = createDodgerView(game, scene);
  const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
  const renders: number[] = [];
  for (let frame = 0; frame < 240; frame++) {
    const t0 = performance.now();
    view.draw((frame % 10) / 10);
    surface.render();
    // Wait for the GPU (SwiftShader) to finish, so the figure is the whole frame's cost.
    gl.finish();
    renders.push(performance.now() - t0);
    await new Promise(requestAnimationFrame);
  }
  const dodgerEffects = await framesWithEffects(surface, view, feel, { x: DODGER.width / 2, y: 150 }, gl);
  surface.unmount();

  // Snake mid-game: a twelve-cell snake, its board redrawn each step, sparks over it.
  const snakeSurface = mountSurface(app, host, { width: SNAKE_BOARD, height: SNAKE_BOARD });
  const snake = createSnakeGame(benchContext(createGameClock(), 2026));
  const body = Array.from({ length: 12 }, (_, i) => ({ x: 4 + (i % 6), y: 10 + Math.floor(i / 6) }));
  snake.store.setState({ state: { ...snake.store.getState().state, phase: "playing", body } });
  const snakeScene = sceneWithFeel(snakeSurface);
  const snakeView = createSnakeView(snake, snakeScene.scene);
  const snakeEffects = await framesWithEffects(
    snakeSurface,
    snakeView,
    snakeScene.feel,
    { x: 7 * CELL, y: 10 * CELL },
    gl,
  );
  snakeSurface.unmount();

  const ticTacToeDifference = await compareTicTacToeViews(app, host);
  // Alternating rounds, so a busy moment on the shared machine falls on both ways alike.
  const redraws = { imperative: [] as number[], declarative: [] as number[] };
  for (let round = 0; round < 4; round++) {
    for (const way of ["imperative", "declarative"] as const) {
      redraws[way].push(...(await benchTicTacToe(app, host, ticTacToeViews[way], 80)).slice(5));
    }
  }
  (window as unknown as { benchResult: unknown }).benchResult = {
    updateMicroseconds: stats(updates),
    renderMilliseconds: stats(renders.slice(20)),
    effectsMilliseconds: { dodger: stats(dodgerEffects), snake: stats(snakeEffects) },
    ticTacToeDifference,
    ticTacToeRedrawMilliseconds: { imperative: stats(redraws.imperative), declarative: stats(redraws.declarative) },
    canvas: `${app.canvas.width}x${app.canvas.height}`,
    renderer: app.renderer.name,
  };
}

main().catch((error: unknown) => {
  (window as unknown as { benchResult: unknown }).benchResult = { error: String(error) };
});
