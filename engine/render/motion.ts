let query: MediaQueryList | null | undefined;

/**
 * Whether the player asked for reduced motion, read live (it may change mid-game) from one media
 * query made on first use, so a view can ask every frame without making a new query each time.
 */
export function prefersReducedMotion(): boolean {
  query ??= typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;
  return query?.matches ?? false;
}
