/** The part of Web Storage the browser's own copies (bests, the sticker book) use; tests pass a stand-in. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** This browser's localStorage, or null where there is none (the server) or it may not be used. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

type StorageArea = "localStorage" | "sessionStorage";

/** The text stored under `key`, or null when there is none or storage may not be used (private windows, the server). */
export function readStored(key: string, area: StorageArea = "localStorage"): string | null {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

/**
 * Stores `value` under `key`. A browser may refuse (private windows, full storage): the caller's
 * choice then lasts only this visit, so this says whether it was kept rather than throwing.
 */
export function writeStored(key: string, value: string, area: StorageArea = "localStorage"): boolean {
  try {
    globalThis[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
