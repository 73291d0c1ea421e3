/**
 * The engine's door for the site: the GameHost a page mounts a game in. Nothing here loads
 * PixiJS or howler until a game mounts (the runtime's mount-game is imported on demand), so a
 * game page paints before the engine's weight arrives.
 */
export { GameHost, type GameHostProps } from "./react/GameHost";
