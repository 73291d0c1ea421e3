import { useCallback, useSyncExternalStore } from "react";
import type { GameMode } from "@station/engine";
import { gamePreference } from "./game-preference";

const mode = gamePreference("mode");

/** Under the game's own prefix, beside its speed (use-game-speed.ts). */
export const modeStorageKey = mode.key;

/** The stored mode when the game still offers it. */
function read(gameId: string, modes: readonly GameMode[]): string | undefined {
  const stored = mode.read(gameId);
  return modes.some((m) => m.id === stored) ? (stored ?? undefined) : undefined;
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
    mode.subscribe,
    () => (modes ? read(gameId, modes) : undefined),
    () => undefined,
  );
  const choose = useCallback((next: string | undefined) => mode.write(gameId, next ?? null), [gameId]);
  return [modes?.find((m) => m.id === id), choose];
}
