import { useCallback, useSyncExternalStore } from "react";
import type { GameMode } from "@station/engine";

/** Under the game's own prefix, beside its speed (use-game-speed.ts). */
export const modeStorageKey = (gameId: string) => `lss:game:${gameId}:mode`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(gameId: string, modes: readonly GameMode[]): string | undefined {
  try {
    const stored = localStorage.getItem(modeStorageKey(gameId));
    return modes.some((m) => m.id === stored) ? (stored ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The calm mode chosen for a game (undefined: the spec's own play), remembered in this browser.
 * The pre-rendered page shows the spec's play, so server and browser agree until hydration.
 */
export function useGameMode(
  gameId: string,
  modes: readonly GameMode[] | undefined,
): [GameMode | undefined, (mode: string | undefined) => void] {
  const id = useSyncExternalStore<string | undefined>(
    subscribe,
    () => (modes ? read(gameId, modes) : undefined),
    () => undefined,
  );
  const choose = useCallback(
    (next: string | undefined) => {
      try {
        if (next === undefined) localStorage.removeItem(modeStorageKey(gameId));
        else localStorage.setItem(modeStorageKey(gameId), next);
      } catch {
        // Private mode or full storage: nothing to remember it in.
      }
      for (const listener of listeners) listener();
    },
    [gameId],
  );
  return [modes?.find((m) => m.id === id), choose];
}
