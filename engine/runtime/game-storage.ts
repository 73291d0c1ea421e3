import type { GameContext } from "../contract/define-game";

/** GameContext.storage: small preferences under the game's own prefix in localStorage. */
export const gameStorage = (id: string): GameContext["storage"] => ({
  get(key: string) {
    try {
      return localStorage.getItem(`lss:game:${id}:${key}`);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(`lss:game:${id}:${key}`, value);
    } catch {
      // No storage (private mode): the value lasts this visit only.
    }
  },
});
