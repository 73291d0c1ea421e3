import { describe, expect, it } from "vitest";
import { createAnnouncer } from "./announcer";

function setup() {
  const said: string[] = [];
  const tasks: (() => void)[] = [];
  const announcer = createAnnouncer(
    (text) => said.push(text),
    (run) => tasks.push(run),
  );
  const turn = () => tasks.splice(0).forEach((run) => run());
  return { said, announcer, turn };
}

describe("the game's one voice", () => {
  it("says each event once", () => {
    const { said, announcer, turn } = setup();
    announcer.say("Yummy! +10 points");
    turn();
    announcer.say("Yummy! +10 points");
    turn();
    expect(said).toEqual(["Yummy! +10 points", "Yummy! +10 points"]);
  });

  it("joins what one turn says, without repeating it", () => {
    const { said, announcer, turn } = setup();
    announcer.say("Oops! You have 2 lives left");
    announcer.say("Level 2");
    announcer.say("Level 2");
    turn();
    expect(said).toEqual(["Oops! You have 2 lives left Level 2"]);
  });

  it("lets the end card's words replace a toast of the same turn", () => {
    const { said, announcer, turn } = setup();
    announcer.say("Game Over You scored 40 points.");
    announcer.sayEnd("Game Over. Score: 40.");
    announcer.say("late words");
    turn();
    expect(said).toEqual(["Game Over. Score: 40."]);
  });

  it("says a sticker earned on the end card after the card's words, whichever came first", () => {
    const { said, announcer, turn } = setup();
    announcer.sayAfter("New sticker: Snake Snack.");
    announcer.sayEnd("Game Over. Score: 40.");
    announcer.sayAfter("New sticker: Snake Snack.");
    turn();
    expect(said).toEqual(["Game Over. Score: 40. New sticker: Snake Snack."]);
    announcer.sayAfter("New sticker: Night Owl.");
    turn();
    expect(said.at(-1)).toBe("New sticker: Night Owl.");
  });

  it("says nothing once stopped", () => {
    const { said, announcer, turn } = setup();
    announcer.say("hello");
    announcer.stop();
    turn();
    expect(said).toEqual([]);
  });
});
