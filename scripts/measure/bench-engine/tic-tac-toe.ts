/**
 * Times a Tic-Tac-Toe redraw, from a store change to finished pixels, with the declarative view
 * the game uses (@pixi/react) and with the imperative one it replaced. The loop is driven here,
 * not by requestAnimationFrame: the React view's commit comes on React's scheduler's next task,
 * which this waits for (in the page it lands before the next display frame).
 */
import type { Application } from "pixi.js";
import { createGameClock } from "@station/engine/internal/game-clock";
import { benchContext, sceneWithFeel } from "./headless-context";
import type { GameView, Scene } from "@station/engine";
import { mountSurface } from "@station/engine/internal/surface";
import { BOARD } from "../../../games/tic-tac-toe/layout";
import { createTicTacToe, place } from "../../../games/tic-tac-toe/rules";
import { createTicTacToeGame, type TicTacToeGame } from "../../../games/tic-tac-toe/store";
import { createTicTacToeView } from "../../../games/tic-tac-toe/view";
import { createImperativeTicTacToeView } from "./tic-tac-toe-imperative";

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** One change a player makes: mostly cursor moves, now and then a mark, a new game after the end. */
function change(game: TicTacToeGame, k: number) {
  const s = game.store.getState();
  if (s.state.result) s.newGame();
  else if (k % 4 === 3) s.choose();
  else s.moveCursor((["right", "down", "left", "up"] as const)[(k * 7) % 4]!);
}

export async function benchTicTacToe(
  app: Application,
  host: HTMLElement,
  makeView: (game: TicTacToeGame, scene: Scene) => GameView,
  samples: number,
): Promise<number[]> {
  const surface = mountSurface(app, host, { width: BOARD, height: BOARD });
  const clock = createGameClock();
  const game = testGame(clock);
  game.store.getState().setMode("player");
  const view = makeView(game, sceneWithFeel(surface).scene);
  const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
  const times: number[] = [];
  for (let k = 0; k < samples; k++) {
    // Whatever animation the last change started has finished; nothing is pending.
    clock.advance(1_000);
    for (let idle = 0; idle < 3; idle++) {
      while (view.draw(0)) surface.render();
      await nextTask();
    }
    const before = game.store.getState();
    const t0 = performance.now();
    change(game, k);
    // A choice on a taken cell changes nothing, so there is nothing to draw.
    if (game.store.getState() === before) continue;
    for (let waited = 0; !view.draw(0); waited++) {
      if (waited > 1_000) throw new Error("the view never drew the change");
      await nextTask();
    }
    surface.render();
    gl.finish();
    times.push(performance.now() - t0);
  }
  surface.unmount();
  view.destroy?.();
  return times;
}

function testGame(clock: ReturnType<typeof createGameClock>) {
  return createTicTacToeGame(benchContext(clock, 2026));
}

/** Boards to draw both ways: the cursor on an empty board, a pressed cell mid-game, a won game. */
function boards() {
  const empty = createTicTacToe({ seed: 1, mode: "player" });
  const mid = [0, 4, 8].reduce(place, empty);
  const won = [0, 3, 1, 4, 2].reduce(place, empty);
  return [
    { state: empty, cursor: 4, cursorVisible: true, pressed: null },
    { state: mid, cursor: 0, cursorVisible: false, pressed: 2 },
    { state: won, cursor: 5, cursorVisible: true, pressed: null },
  ];
}

/**
 * The share of pixels (0 to 1) that differ clearly between the two views for each board, once
 * their animations have finished: the declarative view should look exactly like the old one.
 */
export async function compareTicTacToeViews(
  app: Application,
  host: HTMLElement,
): Promise<{ differing: number[]; control: number }> {
  const shots = [];
  for (const makeView of [createImperativeTicTacToeView, createTicTacToeView]) {
    const surface = mountSurface(app, host, { width: BOARD, height: BOARD });
    const clock = createGameClock();
    const game = testGame(clock);
    const view = makeView(game, sceneWithFeel(surface).scene);
    const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
    const pixels: Uint8Array[] = [];
    for (const board of boards()) {
      game.store.setState(board);
      for (let quiet = 0; quiet < 3; quiet++) {
        clock.advance(1_000);
        if (view.draw(0)) quiet = -1;
        await nextTask();
      }
      surface.render();
      // Read before the frame is composited, while the drawing buffer still holds it.
      const out = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
      gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, out);
      pixels.push(out);
    }
    surface.unmount();
    view.destroy?.();
    shots.push(pixels);
  }
  const [before, after] = shots as [Uint8Array[], Uint8Array[]];
  const differing = (x: Uint8Array, y: Uint8Array) => {
    let count = 0;
    for (let p = 0; p < x.length; p += 4) {
      const delta = Math.abs(x[p]! - y[p]!) + Math.abs(x[p + 1]! - y[p + 1]!) + Math.abs(x[p + 2]! - y[p + 2]!);
      if (delta > 48) count += 1;
    }
    return count / (x.length / 4);
  };
  return {
    differing: before.map((x, i) => differing(x, after[i]!)),
    // The same view's empty and won boards: proof that the readings see the board at all.
    control: differing(before[0]!, before[2]!),
  };
}

export const ticTacToeViews = { declarative: createTicTacToeView, imperative: createImperativeTicTacToeView };
