/**
 * The personal-best contract as the site sees it: light (no React, no PixiJS), so the account page
 * can describe bests without the game host.
 */
export { beats, bestKey, formatBest, type BestSpec, type BestUnit, type RoundResult } from "../core/best";
