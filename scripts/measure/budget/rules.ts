/**
 * First-load JavaScript a content page may ship, gzip. The goal is 105 KB; with React
 * Router's framework mode it is out of reach: React + react-dom + HydratedRouter alone measure
 * 103 KB in a bare build (React Router's framework runtime is 38 KB of it, its library mode
 * 30 KB) and Emotion adds 9 KB, so this ceiling fences what the split build reaches today
 * (130-143.3 KB). It is 144 KB: keeping what a visitor types before hydration costs 0.3 KB on
 * every page; the contest's and the picture pages' routes join the manifest every page loads; on
 * /activities the slot that fetches online entry after hydration and this month's contest facts
 * (theme, closing date, prize, how to enter: 0.8 KB), and on the catalogue pages the way back from
 * a picture page that reopens the tab with the card in view; and every page's menu carries the
 * Bedtime switch (0.4 KB).
 * `BUDGET_CONTENT_KB=105 npm run budget:check` checks the goal.
 */
export const CONTENT_JS_LIMIT = Number(process.env.BUDGET_CONTENT_KB ?? 144) * 1024;

/**
 * Modules that belong to games: the engine (but its React seam, its front door engine/index.ts,
 * re-exports that run nothing, and the personal-best contract), game folders (but the registry,
 * the card pictures' URLs, and each game's entry.ts, best.ts and modes.ts, which are words and
 * numbers for the cards, the game page's settings and the account page), the coloring studio, Pixi, howler, and what @pixi/react brings: its own React
 * reconciler (with its own copy of scheduler inside) and its-fine.
 */
const GAME_CODE =
  /^(studio\/|engine\/(?!react\/|index\.ts$|contract\/best\.ts$)|games\/(?!(index|registry|card-art|stickers)\.ts$|[^/]+\/(entry\.ts|best\.ts|modes\.ts|stickers\.ts|card\.svg(\?url)?)$)|node_modules\/(pixi\.js|@pixi|howler|react-reconciler|its-fine)\/)/;

export function isGameModule(moduleId: string): boolean {
  return GAME_CODE.test(moduleId);
}

/**
 * The member's own page (and the moderators' one) needs supabase-js (about 54 KB) and the registry's bests on first load,
 * so it has its own ceiling; it is not a content page, and no content page may load what it does.
 * 166 KB: the account page also reads the member's profile (the nickname the database keeps, a
 * moderator's reset) and puts waiting contest entries first (1.2 KB). 167 KB: it lists calm modes'
 * bests too, and carries the menu's Bedtime switch (0.6 KB together).
 */
export const MEMBER_JS_LIMIT = Number(process.env.BUDGET_MEMBER_KB ?? 167) * 1024;

export function isMemberRoute(route: string): boolean {
  return route === "/account" || route === "/moderation";
}

/** Game pages may load game code; every other page is a content page. */
export function isGameRoute(route: string): boolean {
  return /^\/games\/[^/]+$/.test(route);
}

/**
 * A studio page (/activities/color/{id}) starts the studio's quick start from its HTML (so a tap
 * fills before hydration): it may load the studio's pure core (`studio/`, no PixiJS, no engine),
 * about 13 KB gzip with its own files, on top of a content page's ceiling.
 */
export const STUDIO_JS_LIMIT = CONTENT_JS_LIMIT + Number(process.env.BUDGET_STUDIO_QUICK_KB ?? 14) * 1024;

export function isStudioRoute(route: string): boolean {
  return /^\/activities\/color\/[^/]+$/.test(route);
}

/** What a studio page may load of the game code: the studio's core, which its quick start is. */
export const isStudioCore = (moduleId: string) => moduleId.startsWith("studio/");
