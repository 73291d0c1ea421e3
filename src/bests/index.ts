/**
 * Personal bests, for the pages that show them (the game page, the account page). Import from
 * here, and only in those route modules: content pages must not load this or supabase-js. Keeping
 * them in step with the account is the account's part (src/accounts/client/bests-sync.ts).
 */
export { useBests } from "./hooks";
export { record, syncNow, clearLocalBests, useBestsStore } from "./store";
export { bestLine, newBestToast } from "./new-best-toast";
export type { BestMap, KeptBest } from "./merge";
export { BestLine } from "./BestLine";
export { roundToasts } from "./round-toasts";
export { allBestRows, bestRows, keptFigure, keptRows, noneYet } from "./rows";
export { GAME_SPEEDS, parseSpeed, speedLabel, speedOfKey, speedPercent, type GameSpeed } from "./speed";
