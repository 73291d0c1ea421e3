/** spec.md section 9: the sidebar layout starts at 1024px. */
export const LARGE_SCREEN = "(min-width: 1024px)";
export const SMALL_SCREEN = "(max-width: 1023.98px)";
