/**
 * Where the coloring studio keeps work in this browser: one localStorage slot per page for the
 * picture and its history, and a short list of the pages with a picture in progress, which the
 * Activities page reads with its own copy of the key (components/Catalogue/in-progress.ts), so it
 * shares no module with the studio.
 */
import type { SessionStorage } from "@station/studio";

export const IN_PROGRESS = "lss:studio:in-progress";

export const studioKey = (pageId: string) => `lss:studio:${pageId}`;

export function pagesInProgress(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(IN_PROGRESS) ?? "[]");
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function markInProgress(pageId: string, inProgress: boolean): void {
  const others = pagesInProgress().filter((id) => id !== pageId);
  try {
    localStorage.setItem(IN_PROGRESS, JSON.stringify(inProgress ? [...others, pageId] : others));
  } catch {
    // No storage (private mode, full): the mark is only a hint.
  }
}

/** At the latest this long after a change, its save is written even if the page never goes idle. */
const SAVE_WITHIN_MS = 1000;

const whenIdle = (write: () => void) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(write, { timeout: SAVE_WITHIN_MS })
    : setTimeout(write, 100);

/**
 * A page's slot. The picture and its whole history are one JSON value, so a change is written at
 * the next idle moment rather than at once: a burst of changes (held-down undo, quick taps) is
 * serialised and written once. Hiding or leaving the page, and closing the studio, write at once.
 */
/** `onWritten` hears of each write (the account's sync marks the picture changed). */
export function pageStorage(
  pageId: string,
  onWritten: () => void = () => {},
): SessionStorage & {
  close(): void;
  /**
   * Writes nothing more, as the account's version is about to replace this session's; false (and
   * nothing stops) when a change is still waiting to be written: the session is not to be replaced.
   */
  freeze(): boolean;
} {
  const key = studioKey(pageId);
  let pending: (() => unknown) | null = null;
  let frozen = false;
  const write = () => {
    if (!pending || frozen) return;
    const saved = pending();
    pending = null;
    try {
      localStorage.setItem(key, JSON.stringify(saved));
      onWritten();
    } catch {
      // Storage full or off: the picture lasts this visit.
    }
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") write();
  };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", write);
  return {
    load() {
      try {
        return JSON.parse(localStorage.getItem(key) ?? "null");
      } catch {
        return null;
      }
    },
    save(saved) {
      if (!pending) whenIdle(write);
      pending = saved;
    },
    freeze() {
      if (pending) return false;
      frozen = true;
      return true;
    },
    close() {
      write();
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", write);
    },
  };
}
