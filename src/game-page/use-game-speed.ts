import { useCallback, useSyncExternalStore } from "react";
import { parseSpeed, type GameSpeed } from "../bests/speed";
import { gamePreference } from "./game-preference";

const speed = gamePreference("speed");

/** Under the game's own prefix, as the games' other small preferences (GameContext.storage). */
export const speedStorageKey = speed.key;

/**
 * The game speed chosen for a game, remembered in this browser. Full speed on the pre-rendered
 * page (and for games that offer none), so server and browser agree until hydration.
 */
export function useGameSpeed(gameId: string, offered: boolean): [GameSpeed, (speed: GameSpeed) => void] {
  const chosen = useSyncExternalStore<GameSpeed>(
    speed.subscribe,
    () => (offered ? parseSpeed(speed.read(gameId)) : 1),
    () => 1,
  );
  const choose = useCallback(
    (next: GameSpeed) => speed.write(gameId, next === 1 ? null : String(Math.round(next * 100))),
    [gameId],
  );
  return [chosen, choose];
}
