/**
 * One small preference of a game's (its mode, its speed), kept in this browser under the game's
 * own prefix, as the games' other preferences are (GameContext.storage). Every page reading it
 * hears a change at once: this tab through `write`, other tabs through the storage event.
 */
import { readStored } from "../components/browser-storage";

export interface GamePreference {
  key(gameId: string): string;
  subscribe(listener: () => void): () => void;
  /** The stored value, or null when there is none or no storage to read. */
  read(gameId: string): string | null;
  /** Keeps `value`, or forgets the preference for null. */
  write(gameId: string, value: string | null): void;
}

export function gamePreference(name: string): GamePreference {
  const listeners = new Set<() => void>();
  const key = (gameId: string) => `lss:game:${gameId}:${name}`;
  return {
    key,
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener("storage", listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", listener);
      };
    },
    read(gameId) {
      return readStored(key(gameId));
    },
    write(gameId, value) {
      try {
        if (value === null) localStorage.removeItem(key(gameId));
        else localStorage.setItem(key(gameId), value);
      } catch {
        // Private mode or full storage: nothing to remember it in.
      }
      for (const listener of listeners) listener();
    },
  };
}
