/**
 * The engine's front door: what a game is written against and what the site reads of it. It
 * brings neither React nor PixiJS and runs nothing when imported, because content pages load it
 * too (a game's best.ts, the account page's bests). What does bring or run something has a door
 * of its own: ./host (React: the GameHost the site mounts), ./hud (React: the HUD kit games
 * use), ./view (PixiJS: declarative views), ./sounds (recipes, and stock sounds computed on import).
 * Game tests host a game headless through ./testing.
 */
export {
  defineGame,
  type ActionEvent,
  type AnyGameDefinition,
  type Direction,
  type Dispatch,
  type GameContext,
  type GameDefinition,
  type GameInstance,
  type GamePhase,
  type RoundEnd,
  type GameToast,
  type GameView,
  type InputSnapshot,
  type PointerInput,
  type QueuedInput,
} from "./contract/define-game";
export {
  beats,
  bestKey,
  defineBest,
  formatBest,
  type BestSpec,
  type BestUnit,
  type BestVariant,
  type RoundResult,
  type RoundVerdict,
  type GameSpeed,
  type GameMode,
  GAME_SPEEDS,
} from "./contract/best";
export { hudHeightAt, type HudHeight } from "./contract/hud-reserve";
export type { GameSticker } from "./contract/sticker";
export type { BoardAward } from "./effects/award-badge";
export type { GameClock } from "./loop/game-clock";
export { cellAt, cellRect, moveCursor, type GridLayout } from "./kit/grid";
export { freshSeed, nextRandom, randomInt, type Seed } from "./kit/random";
export {
  cursorArrow,
  cursorChoose,
  cursorFollow,
  hiddenCursor,
  sameCursor,
  type CursorBoard,
  type KeyboardCursor,
} from "./kit/cursor";
export { appendEvents, createEventReader, type EventLog, type EventReader, type LoggedEvent } from "./kit/events";
export { CURSOR_KEYS } from "./input/keyboard";
export type { Scene } from "./effects/scene";
export { GAME_FONT } from "./render/text";
export { staticLayers, type StaticLayers } from "./render/static-layer";
export { prefersReducedMotion } from "./render/motion";
