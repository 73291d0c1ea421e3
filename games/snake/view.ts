import { Container, Graphics } from "pixi.js";
import { createEventReader, type GameView, type Scene } from "@station/engine";
import { SNAKE, type Cell, type SnakeEvent, type SnakeState } from "./rules";
import type { SnakeGame } from "./store";

export const CELL = 20;
export const BOARD = SNAKE.gridSize * CELL;

const COLORS = {
  board: 0x1b1545,
  grid: 0x2a2263,
  body: 0x7fe0b8,
  head: 0xa8f0d4,
  eye: 0x1b1545,
  food: 0xff8cc6,
  leaf: 0xa8f0d4,
};

/** Snake moves a whole cell per tick, so it redraws only when the state changes. */
export function createSnakeView(game: SnakeGame, scene: Scene): GameView {
  const layer = new Container();
  const board = new Graphics();
  board.roundRect(0, 0, BOARD, BOARD, 12).fill(COLORS.board);
  for (let i = 1; i < SNAKE.gridSize; i++) {
    board.moveTo(i * CELL, 0).lineTo(i * CELL, BOARD);
    board.moveTo(0, i * CELL).lineTo(BOARD, i * CELL);
  }
  board.stroke({ width: 1, color: COLORS.grid });
  const food = new Graphics();
  const snake = new Graphics();
  layer.addChild(board, food, snake);
  scene.root.addChild(layer);

  let drawn: SnakeState | null = null;
  const events = createEventReader(game.store.getState().events);
  const centre = (cell: Cell) => ({ x: cell.x * CELL + CELL / 2, y: cell.y * CELL + CELL / 2 });
  const show = (event: SnakeEvent) => {
    const { effects } = scene;
    if (event.type === "ate") {
      const at = centre(event.at);
      effects.burst(at.x, at.y, { color: [COLORS.food, COLORS.head, 0xffe08a], count: 18 });
      effects.floatText(at.x, at.y - CELL * 0.6, `+${event.points}`, { color: 0xffe08a });
    } else if (event.type === "faster") {
      effects.flash(0xffe08a);
      effects.floatText(BOARD / 2, BOARD * 0.4, "Faster!", { color: COLORS.head });
    } else if (event.type === "died") {
      const at = centre(event.at);
      effects.shake(8);
      effects.burst(at.x, at.y, { color: [COLORS.body, COLORS.head], count: 26 });
    }
  };
  const draw = (state: SnakeState) => {
    food.clear();
    const fx = state.food.x * CELL + CELL / 2;
    const fy = state.food.y * CELL + CELL / 2;
    food.circle(fx, fy + 1, CELL * 0.36).fill(COLORS.food);
    food.ellipse(fx + 3, fy - 7, 4, 2.5).fill(COLORS.leaf);

    snake.clear();
    state.body.forEach((cell, index) => {
      const inset = index === 0 ? 1 : 2;
      snake
        .roundRect(cell.x * CELL + inset, cell.y * CELL + inset, CELL - inset * 2, CELL - inset * 2, 6)
        .fill(index === 0 ? COLORS.head : COLORS.body);
    });
    const head = state.body[0];
    if (head) {
      const cx = head.x * CELL + CELL / 2;
      const cy = head.y * CELL + CELL / 2;
      const across = state.direction === "up" || state.direction === "down";
      const ahead = { up: [0, -3], down: [0, 3], left: [-3, 0], right: [3, 0] }[state.direction];
      for (const side of [-4, 4]) {
        snake.circle(cx + (across ? side : 0) + ahead[0]!, cy + (across ? 0 : side) + ahead[1]!, 2.2).fill(COLORS.eye);
      }
    }
    drawn = state;
  };

  return {
    draw() {
      const store = game.store.getState();
      for (const event of events.take(store.events)) show(event);
      const { state } = store;
      if (state === drawn) return false;
      draw(state);
      return true;
    },
  };
}
