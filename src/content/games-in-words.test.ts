import { describe, expect, it } from "vitest";
import { countWord, exploreGamesText, gamesPageDescription, listInWords } from "./games-in-words";

const SIX = ["Little Dodger", "Word Search", "Memory Match", "Tic-Tac-Toe", "Color Match", "Snake"];

describe("the games in words", () => {
  it("say the six games' texts word for word", () => {
    expect(gamesPageDescription(SIX)).toBe(
      "Six calm, free browser games: Little Dodger, Word Search, Memory Match, Tic-Tac-Toe, Color Match and Snake.",
    );
    expect(exploreGamesText(6)).toBe(
      "Six calm little browser games: memory, word search, snake and more. No account needed.",
    );
  });

  it("follow the count when a game is added", () => {
    expect(gamesPageDescription([...SIX, "Pebble Drop"])).toBe(
      "Seven calm, free browser games: Little Dodger, Word Search, Memory Match, Tic-Tac-Toe, Color Match, Snake and Pebble Drop.",
    );
    expect(exploreGamesText(7)).toMatch(/^Seven calm little browser games/);
  });

  it("count in words up to twelve, then in digits, and list one or two items plainly", () => {
    expect([1, 2, 12, 13].map(countWord)).toEqual(["One", "Two", "Twelve", "13"]);
    expect(listInWords(["Snake"])).toBe("Snake");
    expect(listInWords(["Snake", "Memory Match"])).toBe("Snake and Memory Match");
  });
});
