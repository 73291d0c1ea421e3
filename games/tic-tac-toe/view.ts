import { createEventReader, type GameView, type Scene } from "@station/engine";
import { EFFECT_COLORS } from "@station/engine/palette";
import { declarativeView } from "@station/engine/view";
import { LAYOUT } from "./layout";
import { COLORS, centreOf } from "./look";
import { TicTacToeScene } from "./scene";
import type { TicTacToeGame } from "./store";

/** Turn-based: the scene renders when the store changes, and every frame only while something animates. */
const createScene = declarativeView({
  read: (game: TicTacToeGame) => game.store.getState(),
  now: (game) => game.clock.now(),
  Scene: TicTacToeScene,
  subscribe: (game, changed) => game.store.subscribe(changed),
});

/**
 * The scene, and the effects of what just happened on top of it: a little puff where a mark
 * lands (pink for X, mint for O), gold stars along a winning line (the player's, or either side's
 * against a friend), a soft lilac wash for a tie. A lost game is softened by the engine's card.
 */
export function createTicTacToeView(game: TicTacToeGame, scene: Scene): GameView {
  const view = createScene(game, scene);
  const { effects } = scene;
  const reader = createEventReader(game.store.getState().events);
  return {
    draw(alpha) {
      for (const event of reader.take(game.store.getState().events)) {
        if (event.type === "placed") {
          const { x, y } = centreOf(event.index);
          effects.burst(x, y, { color: event.mark === "X" ? COLORS.x : COLORS.o, count: 8 });
        } else if (event.type === "won") {
          const lost = game.store.getState().state.mode === "computer" && event.by === "computer";
          if (lost) continue;
          for (const index of event.line) {
            const { x, y } = centreOf(index);
            effects.burst(x, y, {
              color: [EFFECT_COLORS.gold, COLORS.line, EFFECT_COLORS.cream],
              count: 14,
              shape: "star",
            });
          }
          const middle = centreOf(event.line[1]);
          // Just below the line's middle, so the words do not sit on the line itself.
          effects.floatText(middle.x, middle.y + LAYOUT.cellHeight * 0.3, "Three in a row!", {
            color: EFFECT_COLORS.gold,
          });
        } else {
          effects.flash(EFFECT_COLORS.lilac);
        }
      }
      return view.draw(alpha);
    },
    destroy: () => view.destroy?.(),
  };
}
