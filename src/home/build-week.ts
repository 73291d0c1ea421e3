import { isoWeek } from "./iso-week";

/** Set by vite.config.ts: the ISO week the pages were pre-rendered in. */
declare const __BUILD_ISO_WEEK__: number | undefined;

/**
 * The week the pre-rendered HTML was made in. Hydration starts from it, so the first render
 * matches the HTML; the visitor's own week follows right after.
 */
export function renderedWeek(): number {
  return typeof __BUILD_ISO_WEEK__ === "number" ? __BUILD_ISO_WEEK__ : isoWeek(new Date());
}
