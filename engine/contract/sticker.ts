/**
 * A sticker a game offers in the site's sticker book, listed in games/<id>/stickers.ts (words
 * only, no game code), so the book shows them as silhouettes on a page that never loads the game. The site decides when one is earned: after a
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
