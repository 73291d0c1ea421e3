/**
 * Scrolls the page the least that shows the whole game (from its HUD to its pad or aside) below
 * the sticky top bar; nothing moves when it is in view already. When it cannot all fit, its top
 * wins: the HUD and the board's top.
 */
export function bringGameIntoView(root: HTMLElement): void {
  const hud = root.querySelector<HTMLElement>("[data-hud]") ?? root;
  const top = hud.getBoundingClientRect().top;
  const bottom = root.getBoundingClientRect().bottom;
  const inset = parseFloat(getComputedStyle(hud).scrollMarginTop) || 0;
  const room = window.innerHeight;
  let by = 0;
  if (top < inset) by = top - inset;
  else if (bottom > room) by = Math.min(bottom - room + 8, top - inset);
  if (by !== 0) window.scrollBy({ top: by, behavior: "instant" });
}
