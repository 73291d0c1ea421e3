/** Worker-only rules, apart from cache-rules.ts, which content pages load too. */
/**
 * Another kept copy of the same picture may stand in for a size that was never fetched: offline,
 * `/images/coloring/duck-960.avif` is served from a kept `duck-640.webp` or the full `duck.png`
 * (the precache holds the full line art of every coloring page). Undefined for URLs that are not a variant.
 */
export function sameImageMatcher(pathname: string): ((candidate: string) => boolean) | undefined {
  const variant = /^(\/images\/.+?)-\d+\.(avif|webp)$/.exec(pathname);
  if (!variant) return undefined;
  const base = variant[1]!;
  return (candidate) =>
    candidate === `${base}.png` ||
    (candidate.startsWith(`${base}-`) && /^-\d+\.(avif|webp)$/.test(candidate.slice(base.length)));
}
