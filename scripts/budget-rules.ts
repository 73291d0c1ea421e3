/**
 * First-load JavaScript a content page may ship, gzip: React, React Router's framework runtime and
 * Emotion are ~125 KB of it. A fence against regressions, not a goal.
 */
export const CONTENT_JS_LIMIT = 140 * 1024;

/** Modules that belong to games: the engine (but its React seam), game folders, Pixi, howler. */
const GAME_CODE = /^(engine\/(?!react\/)|games\/(?!index\.ts$)|node_modules\/(pixi\.js|@pixi|howler)\/)/;

export function isGameModule(moduleId: string): boolean {
  return GAME_CODE.test(moduleId);
}

/** Game pages may load game code; every other page is a content page. */
export function isGameRoute(route: string): boolean {
  return /^\/games\/[^/]+$/.test(route);
}
