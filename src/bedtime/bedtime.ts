/**
 * Bedtime: a calm, dim look for winding down, chosen in the site's menu and remembered in this
 * browser. It lives on <html data-bedtime="on"> so CSS dims the sky, stills its stars and softens
 * the games' colours with no React render, and an inline boot script sets it before the first
 * paint, so a dim evening never flashes bright. It is neither prefers-reduced-motion (still
 * honoured as it is) nor lower contrast: text keeps its colours. A leaf: imports nothing of the site.
 */
const STORAGE_KEY = "lss:bedtime";
const STOP_KEY = "lss:bedtime:stop-after";
const ON = "on";

/** Minutes of play before the games offer a gentle stop; 0 never offers it. */
export const STOP_CHOICES = [0, 10, 20, 30, 45] as const;
export type StopAfter = (typeof STOP_CHOICES)[number];
export const DEFAULT_STOP_AFTER: StopAfter = 20;

export const bedtimeBootScript = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})===${JSON.stringify(ON)})document.documentElement.dataset.bedtime=${JSON.stringify(ON)}}catch(e){}`;

const listeners = new Set<() => void>();

export function isBedtime(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.bedtime === ON;
}

export function setBedtime(on: boolean): void {
  if (on) document.documentElement.dataset.bedtime = ON;
  else delete document.documentElement.dataset.bedtime;
  try {
    if (on) localStorage.setItem(STORAGE_KEY, ON);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private windows may refuse storage; the choice still holds for this visit.
  }
  for (const listener of listeners) listener();
}

export function stopAfter(): StopAfter {
  try {
    const value = Number(localStorage.getItem(STOP_KEY) ?? DEFAULT_STOP_AFTER);
    return STOP_CHOICES.find((choice) => choice === value) ?? DEFAULT_STOP_AFTER;
  } catch {
    return DEFAULT_STOP_AFTER;
  }
}

export function setStopAfter(minutes: StopAfter): void {
  try {
    localStorage.setItem(STOP_KEY, String(minutes));
  } catch {
    // As above: this visit only.
  }
  for (const listener of listeners) listener();
}

export function subscribeBedtime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
