/**
 * How the pages speak of the games as a group ("Six calm ..."), from the registry's list, so a
 * game added or removed changes the words with it.
 */
const WORDS = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
] as const;

/** A count as a sentence's first word: "Six"; past twelve, the digits. */
export function countWord(count: number): string {
  return WORDS[count] ?? String(count);
}

/** "A, B and C". */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The /games page's description for search engines. */
export function gamesPageDescription(titles: readonly string[]): string {
  return `${countWord(titles.length)} calm, free browser games: ${listInWords(titles)}.`;
}

/** The Games panel's text on /explore. */
export function exploreGamesText(count: number): string {
  return `${countWord(count)} calm little browser games: memory, word search, snake and more. No account needed.`;
}
