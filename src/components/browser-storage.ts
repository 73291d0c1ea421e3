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
