import type { AnyGameDefinition } from "../contract/define-game";
import type { MountedGame } from "./mount-game";

/**
 * What a page opened with `?monkey` in its address shows the monkey (tests/e2e/monkey.spec.ts):
 * read-only views of the mounted game, never a way to change it. The address flag keeps it off
 * for everyone else, and it exposes nothing a player cannot already see on the board.
 */
export interface MonkeyHook {
  readonly id: string;
  /** Every key the game maps to an action, so random key presses hit real controls often. */
  readonly keys: readonly string[];
  /** Display frames run so far: a number that stops growing means the loop died. */
  frames(): number;
  /** The rules state (GameDefinition.inspect), checked against games/<id>/invariants.ts. */
  state(): unknown;
}

declare global {
  interface Window {
    __lssMonkey?: MonkeyHook;
  }
}

/** Puts the hook on `window` when the address asks for it; returns what takes it down again. */
export function exposeToMonkey(definition: AnyGameDefinition, game: MountedGame): () => void {
  if (!new URLSearchParams(window.location.search).has("monkey")) return () => undefined;
  const hook: MonkeyHook = {
    id: definition.id,
    keys: Object.values<readonly string[]>(definition.keys).flat(),
    frames: () => game.frames(),
    state: () => game.inspect(),
  };
  window.__lssMonkey = hook;
  return () => {
    if (window.__lssMonkey === hook) delete window.__lssMonkey;
  };
}
