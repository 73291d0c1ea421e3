/**
 * Times a Tic-Tac-Toe redraw, from a store change to finished pixels, with the declarative view
 * the game uses (@pixi/react) and with the imperative one it replaced. The loop is driven here,
 * not by requestAnimationFrame: the React view's commit comes on React's scheduler's next task,
 * which this waits for (in the page it lands before the next display frame).
 */
import type { Application } from "pixi.js";
import { createGameClock } from "../../engine/core/game-clock";
import type { GameView } from "../../engine/core/define-game";
import { mountSurface, type Scene } from "../../engine/render/surface";
import { BOARD } from "../../games/tic-tac-toe/layout";
import { createTicTacToeGame, type TicTacToeGame } from "../../games/tic-tac-toe/store";
import { createTicTacToeView } from "../../games/tic-tac-toe/view";
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
  const game = createTicTacToeGame(
    {
      clock,
      seed: 1,
      sound: () => undefined,
      toast: () => undefined,
      reportRound: () => undefined,
      storage: { get: () => null, set: () => undefined },
    },
    2026,
  );
  game.store.getState().setMode("player");
  const view = makeView(game, surface.scene);
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

export const ticTacToeViews = { declarative: createTicTacToeView, imperative: createImperativeTicTacToeView };
