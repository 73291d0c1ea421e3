import { readStored, writeStored } from "../components/browser-storage";

/** How long the games play at bedtime before they offer a gentle stop, remembered in this browser. */
const KEY = "lss:bedtime:stop-after";

/** Minutes of play before the games offer a gentle stop; 0 never offers it. */
export const STOP_CHOICES = [0, 10, 20, 30, 45] as const;
export type StopAfter = (typeof STOP_CHOICES)[number];
export const DEFAULT_STOP_AFTER: StopAfter = 20;

const listeners = new Set<() => void>();

export function stopAfter(): StopAfter {
  const value = Number(readStored(KEY) ?? DEFAULT_STOP_AFTER);
  return STOP_CHOICES.find((choice) => choice === value) ?? DEFAULT_STOP_AFTER;
}

/** Where storage is refused (private windows), the choice holds until the page goes. */
export function setStopAfter(minutes: StopAfter): void {
  writeStored(KEY, String(minutes));
  for (const listener of listeners) listener();
}

export function subscribeStopAfter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
