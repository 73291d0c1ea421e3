/** Keyboard events as the engine needs them: enough to test without a DOM. */
export interface KeyLike {
  readonly key: string;
  readonly repeat: boolean;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  preventDefault(): void;
}

/**
 * Alt, Ctrl or Meta held: the key is a browser or system shortcut, never the game's (Shift
 * is not one: it only changes a letter's case).
 */
export function hasModifier(event: Pick<KeyLike, "altKey" | "ctrlKey" | "metaKey">): boolean {
  return !!(event.altKey || event.ctrlKey || event.metaKey);
}

/** Letters compare in lower case so Caps Lock and Shift do not change a binding. */
export function normaliseKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** Turns `{ action: [keys] }` into a lookup; a key bound twice is a mistake worth failing on. */
export function createKeyMap<A extends string>(bindings: { readonly [K in A]: readonly string[] }): (
  key: string,
) => A | undefined {
  const map = new Map<string, A>();
  for (const action of Object.keys(bindings) as A[]) {
    for (const key of bindings[action]) {
      const k = normaliseKey(key);
      const taken = map.get(k);
      if (taken !== undefined && taken !== action)
        throw new Error(`Key "${key}" is bound to both ${taken} and ${action}`);
      map.set(k, action);
    }
  }
  return (key) => map.get(normaliseKey(key));
}

/**
 * The keys of a board game played with a cursor (cards, cells, pads, letters): arrows move it,
 * Enter or Space chooses. Space is also how a switch-access device says "select".
 */
export const CURSOR_KEYS = {
  up: ["ArrowUp"],
  down: ["ArrowDown"],
  left: ["ArrowLeft"],
  right: ["ArrowRight"],
  choose: [" ", "Enter"],
} as const;
