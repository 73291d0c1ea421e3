/**
 * Tic-Tac-Toe's view as it was before it moved to @pixi/react (games/tic-tac-toe/scene.tsx),
 * drawing with the same shapes: kept here only so `npm run bench:engine` can time both ways.
 */
import { Container, Graphics } from "pixi.js";
import { prefersReducedMotion, type GameView, type Scene } from "@station/engine";
import * as look from "../../../games/tic-tac-toe/look";
import { TIC_TAC_TOE, canPlace, type CellValue } from "../../../games/tic-tac-toe/rules";
import type { TicTacToeGame, TicTacToeStore } from "../../../games/tic-tac-toe/store";

export function createImperativeTicTacToeView(game: TicTacToeGame, scene: Scene): GameView {
  const board = new Graphics();
  look.drawBoard(board);
  const cells = new Graphics();
  const marks = Array.from({ length: TIC_TAC_TOE.cells }, (_, index) => {
    const holder = new Container();
    const { x, y } = look.centreOf(index);
    holder.position.set(x, y);
    const g = new Graphics();
    holder.addChild(g);
    holder.visible = false;
    return { holder, g, shown: null as CellValue, appearedAt: -Infinity };
  });
  const winLine = new Graphics();
  const cursor = new Graphics();
  const layer = new Container();
  layer.addChild(board, cells, ...marks.map((m) => m.holder), winLine, cursor);
  scene.root.addChild(layer);

  let drawn: TicTacToeStore | null = null;
  let winAt = -Infinity;
  let firstDraw = true;
  let animating = false;

  return {
    draw() {
      const s = game.store.getState();
      if (s === drawn && !animating) return false;
      const now = game.clock.now();
      const still = firstDraw || prefersReducedMotion();
      const win = s.state.result?.kind === "win" ? s.state.result.line : null;
      if (s !== drawn) {
        if (win && drawn?.state.result?.kind !== "win") winAt = still ? -Infinity : now;
        const pressed = s.pressed !== null && canPlace(s.state, s.pressed) ? s.pressed : null;
        look.drawCells(cells, pressed, win);
        cursor.visible = s.cursorVisible;
        look.drawCursor(cursor, s.cursor);
      }
      let moving = false;
      marks.forEach((mark, index) => {
        const value = s.state.board[index] ?? null;
        if (value !== mark.shown) {
          mark.shown = value;
          mark.holder.visible = value !== null;
          if (value) (value === "O" ? look.drawRing : look.drawCross)(mark.g);
          mark.appearedAt = still ? -Infinity : now;
        }
        const t = Math.min(1, (now - mark.appearedAt) / look.POP_MS);
        mark.holder.scale.set(t >= 1 ? 1 : Math.max(0.05, look.easeOutBack(t)));
        if (t < 1) moving = true;
        mark.holder.alpha = win && !win.includes(index) ? 0.5 : 1;
      });
      const progress = Math.min(1, Math.max(0, (now - winAt) / look.LINE_MS));
      if (win) look.drawWinLine(winLine, win, progress);
      else winLine.clear();
      if (win && progress < 1) moving = true;
      drawn = s;
      firstDraw = false;
      animating = moving;
      return true;
    },
  };
}
