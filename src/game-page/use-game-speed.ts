import { useCallback, useSyncExternalStore } from "react";
import { parseSpeed, type GameSpeed } from "../bests/speed";

/** Under the game's own prefix, as the games' other small preferences (GameContext.storage). */
export const speedStorageKey = (gameId: string) => `lss:game:${gameId}:speed`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(gameId: string): GameSpeed {
  try {
    return parseSpeed(localStorage.getItem(speedStorageKey(gameId)));
  } catch {
    return 1;
  }
}

/**
 * The game speed chosen for a game, remembered in this browser. Full speed on the pre-rendered
 * page (and for games that offer none), so server and browser agree until hydration.
 */
export function useGameSpeed(gameId: string, offered: boolean): [GameSpeed, (speed: GameSpeed) => void] {
  const speed = useSyncExternalStore<GameSpeed>(
    subscribe,
    () => (offered ? read(gameId) : 1),
    () => 1,
  );
  const choose = useCallback(
    (next: GameSpeed) => {
      try {
        if (next === 1) localStorage.removeItem(speedStorageKey(gameId));
        else localStorage.setItem(speedStorageKey(gameId), String(Math.round(next * 100)));
      } catch {
        // Private mode or full storage: nothing to remember it in.
      }
      for (const listener of listeners) listener();
    },
    [gameId],
  );
  return [speed, choose];
}
