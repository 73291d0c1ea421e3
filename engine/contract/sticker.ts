/**
 * A sticker a game offers in the site's sticker book. A game lists its stickers in its entry (the
 * light part the site reads before the game's code loads), so the book can show them as
 * silhouettes on a page that never loads the game. The site decides when one is earned: after a
 * finished round ("round"), or when the game reports a moment of its own (`GameContext.moment`).
 */
export interface GameSticker {
  /** Short and kebab-case, unique within the game: "round", "backwards". */
  readonly id: string;
  /** What the sticker is called in the book: "Word Finder". */
  readonly name: string;
  /** One line saying how to earn it: "Finish a round of Word Search". */
  readonly hint: string;
  /** A surprise's hint is not shown: the book says "A surprise" until it is earned. */
  readonly surprise?: boolean;
  readonly earnedBy: "round" | { readonly moment: string };
}

/** Checks a game's stickers where it declares them, so a typo fails in the game's own file. */
export function defineStickers<const S extends readonly GameSticker[]>(stickers: S): S {
  const ids = new Set<string>();
  for (const sticker of stickers) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(sticker.id)) throw new Error(`sticker id "${sticker.id}" must be kebab-case`);
    if (ids.has(sticker.id)) throw new Error(`two stickers share the id "${sticker.id}"`);
    ids.add(sticker.id);
  }
  return stickers;
}
