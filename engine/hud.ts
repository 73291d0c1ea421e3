/**
 * The engine's HUD door, for a game's Hud.tsx: the React parts a HUD is made of. Apart from the
 * GameHost (./host), so a game and its tests load the HUD kit without the whole host.
 */
export { HudAnnouncer, HudBar, HudButton, HudButtons, HudChoice, HudStats, HudStatus, useGameState } from "./react/hud";
export { visuallyHiddenCss } from "./react/visually-hidden";
