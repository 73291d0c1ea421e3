/** The game a visitor last opened in this browser, for the home page's greeting. */
const LAST_GAME_KEY = "lss:last-game";

/** Called by a game's page when it opens. */
export function rememberLastGame(id: string): void {
  try {
    localStorage.setItem(LAST_GAME_KEY, id);
  } catch {
    // Storage refused: the greeting simply names no game.
  }
}

export function readLastGame(): string | null {
  try {
    return localStorage.getItem(LAST_GAME_KEY);
  } catch {
    return null;
  }
}
