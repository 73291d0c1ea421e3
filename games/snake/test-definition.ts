/**
 * Snake's rules side for its tests, as games/snake/index.ts declares it (the view needs a
 * browser). Its calm mode is offered; a host given no mode plays the spec's game.
 */
import { modes } from "./modes";
import { SNAKE } from "./rules";
import { createSnakeGame } from "./store";

export const snake = {
  stepMs: SNAKE.baseTickMs,
  adjustableSpeed: true,
  modes,
  directions: { up: "up", down: "down", left: "left", right: "right" },
  create: createSnakeGame,
} as const;
