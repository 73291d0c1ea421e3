/**
 * The visitor's choice to pause the background (WCAG 2.2.2), remembered across visits.
 * It lives on <html data-motion> so CSS pauses every animation without React re-rendering,
 * and an inline boot script applies it before first paint.
 */
import { htmlFlag } from "../html-flag";
const paused = htmlFlag("motion", "lss:background-motion", "paused");

export const motionBootScript = paused.bootScript;
export const isBackgroundPaused = paused.isOn;
export const setBackgroundPaused = paused.set;
export const subscribeBackgroundPaused = paused.subscribe;
