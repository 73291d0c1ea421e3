import { readStored, writeStored } from "../components/browser-storage";

/** The game a visitor last opened in this browser, for the home page's greeting. */
const LAST_GAME_KEY = "lss:last-game";

/** Called by a game's page when it opens. Where storage is refused, the greeting simply names no game. */
export function rememberLastGame(id: string): void {
  writeStored(LAST_GAME_KEY, id);
}

export function readLastGame(): string | null {
  return readStored(LAST_GAME_KEY);
}
