/** The game a visitor last opened in this browser, for the home page's greeting. */
const LAST_GAME_KEY = "lss:last-game";

/** Called on every page change: a game page's address names the game. */
export function rememberLastGame(pathname: string): void {
  const id = /^\/games\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  if (!id) return;
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
