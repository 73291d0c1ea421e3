/**
 * The visitor's choice to pause the background (WCAG 2.2.2), remembered across visits.
 * It lives on <html data-motion> so CSS pauses every animation without React re-rendering,
 * and an inline boot script applies it before first paint.
 */
const STORAGE_KEY = "lss:background-motion";
const PAUSED = "paused";

export const motionBootScript = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})===${JSON.stringify(PAUSED)})document.documentElement.dataset.motion=${JSON.stringify(PAUSED)}}catch(e){}`;

const listeners = new Set<() => void>();

export function isBackgroundPaused(): boolean {
  return document.documentElement.dataset.motion === PAUSED;
}

export function setBackgroundPaused(paused: boolean): void {
  if (paused) document.documentElement.dataset.motion = PAUSED;
  else delete document.documentElement.dataset.motion;
  try {
    if (paused) localStorage.setItem(STORAGE_KEY, PAUSED);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private windows may refuse storage; the choice still holds for this visit.
  }
  for (const listener of listeners) listener();
}

export function subscribeBackgroundPaused(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
