import { useSyncExternalStore } from "react";
import type { Studio, StudioState } from "@station/studio";

/** A piece of the studio's state, re-read when the session changes; `fallback` until it has loaded. */
export function useStudioState<T>(studio: Studio | null, select: (state: StudioState) => T, fallback: T): T {
  return useSyncExternalStore(
    (changed) => studio?.session.store.subscribe(changed) ?? (() => undefined),
    () => (studio ? select(studio.session.store.getState()) : fallback),
    () => fallback,
  );
}

/** Whether a media query matches (false before hydration: the studio's tools are never pre-rendered). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}
