/** Where the browser keeps the sticker book; alone so the account page can forget it without the book's code. */
export const LOCAL_STICKERS_KEY = "lss:stickers";

/** After an account is deleted: the browser forgets the book too. */
export function clearLocalBook(storage: Pick<Storage, "removeItem"> | null = globalThis.localStorage ?? null): void {
  try {
    storage?.removeItem(LOCAL_STICKERS_KEY);
  } catch {
    // Nothing to clear.
  }
}
