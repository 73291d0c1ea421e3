/**
 * Bedtime: a calm, dim look for winding down, chosen in the site's menu and remembered in this
 * browser. It lives on <html data-bedtime="on"> so CSS dims the sky, stills its stars and softens
 * the games' colours with no React render, and an inline boot script sets it before the first
 * paint, so a dim evening never flashes bright. It is neither prefers-reduced-motion (still
 * honoured as it is) nor lower contrast: text keeps its colours. A leaf: imports nothing of the
 * site. Every page's menu carries it, so it stays this small; the games' gentle stop is stop-after.ts.
 */
const KEY = "lss:bedtime";

export const bedtimeBootScript = `try{if(localStorage.getItem("${KEY}")==="on")document.documentElement.dataset.bedtime="on"}catch(e){}`;

const listeners = new Set<() => void>();

export const isBedtime = (): boolean => document.documentElement.dataset.bedtime === "on";

export function setBedtime(on: boolean): void {
  const { dataset } = document.documentElement;
  if (on) dataset.bedtime = "on";
  else delete dataset.bedtime;
  try {
    if (on) localStorage.setItem(KEY, "on");
    else localStorage.removeItem(KEY);
  } catch {
    // Private windows may refuse storage; the choice still holds for this visit.
  }
  for (const listener of listeners) listener();
}

export function subscribeBedtime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
