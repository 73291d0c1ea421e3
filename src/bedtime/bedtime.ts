/**
 * Bedtime: a calm, dim look for winding down, chosen in the site's menu and remembered in this
 * browser. It lives on <html data-bedtime="on"> so CSS dims the sky, stills its stars and softens
 * the games' colours with no React render, and an inline boot script sets it before the first
 * paint, so a dim evening never flashes bright. It is neither prefers-reduced-motion (still
 * honoured as it is) nor lower contrast: text keeps its colours. A leaf: imports only the
 * <html> flag it is made of. Every page's menu carries it, so it stays this small; the games' gentle
 * stop is stop-after.ts.
 */
import { htmlFlag } from "../components/html-flag";

const bedtime = htmlFlag("bedtime", "lss:bedtime", "on");

export const bedtimeBootScript = bedtime.bootScript;
export const isBedtime = bedtime.isOn;
export const setBedtime = bedtime.set;
export const subscribeBedtime = bedtime.subscribe;
