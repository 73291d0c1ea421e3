/**
 * The engine's face to the site: the only part of engine/ that src/ may import. Nothing here
 * loads PixiJS or howler until a game mounts (mount-game is imported on demand).
 */
export { GameHost, type GameHostProps } from "./GameHost";
export type { AnyGameDefinition, GameToast } from "../core/define-game";
export type { RoundResult } from "./best";
