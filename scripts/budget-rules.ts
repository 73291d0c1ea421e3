/**
 * First-load JavaScript a content page may ship, gzip: React, React Router's framework runtime and
 * Emotion are ~125 KB of it; the shell with the account corner and the page's own code the rest
 * (141-143 KB with the content and accounts in). A fence against regressions, not a goal: raised
 * from 140 KB when those arrived, with a few KB of headroom.
 */
export const CONTENT_JS_LIMIT = 148 * 1024;

/**
 * Modules that belong to games: the engine (but its React seam and the personal-best contract),
 * game folders (but the registry and each game's best.ts, which are words and numbers for the
 * cards and the account page), Pixi, howler.
 */
const GAME_CODE =
  /^(engine\/(?!react\/|core\/best\.ts$)|games\/(?!index\.ts$|[^/]+\/best\.ts$)|node_modules\/(pixi\.js|@pixi|howler)\/)/;

export function isGameModule(moduleId: string): boolean {
  return GAME_CODE.test(moduleId);
}

/** Game pages may load game code; every other page is a content page. */
export function isGameRoute(route: string): boolean {
  return /^\/games\/[^/]+$/.test(route);
}
