import { describe, expect, it } from "vitest";
import { createTestHost, testMonkeyPlay } from "@station/engine/testing";
import { brokenRules } from "./invariants";
import { BOARD } from "./layout";
import { colourCount, createColorMatch, press, start } from "./rules";
import { colorMatch } from "./test-definition";

/** Plays until it is the player's turn (the sequence shown in full). */
function untilInput(host: ReturnType<typeof practice>) {
  for (let t = 0; t < 20_000 && host.state().state.phase !== "input"; t += 50) host.advance(50);
  expect(host.state().state.phase).toBe("input");
}

const practice = (mode: string | undefined) => createTestHost(colorMatch, { seed: 11, mode });

describe("Color Match's Practice mode", () => {
  it("a wrong pad plays the same sequence again instead of ending; the spec's play ends", () => {
    const calm = start(createColorMatch({ seed: 3, practice: true }));
    const input = { ...calm, phase: "input" as const };
    const wrong = (input.sequence[0]! + 1) % colourCount(input.difficulty);
    const replayed = press(input, wrong);
    expect(replayed.state.phase).toBe("showing");
    expect(replayed.state.sequence).toEqual(input.sequence);
    expect(replayed.events).toEqual([{ type: "replay", pad: wrong, expected: input.sequence[0] }]);
    expect(press({ ...input, practice: false }, wrong).state.phase).toBe("over");
  });

  it("headless: a wrong pad replays, a right one scores, Stop ends it with the score counted as Practice", () => {
    const host = practice("practice");
    host.dispatch("start");
    untilInput(host);
    const game = host.game.store.getState();
    const { sequence, difficulty } = host.state().state;
    game.press((sequence[0]! + 1) % colourCount(difficulty));
    expect(host.state().state.phase).toBe("showing");
    expect(host.ends).toEqual([]);
    untilInput(host);
    host.game.store.getState().press(host.state().state.sequence[0]!);
    expect(host.state().state.score).toBe(1);
    host.dispatch("stop");
    host.advance(0);
    expect(host.state().state.phase).toBe("over");
    expect(host.ends).toEqual([expect.objectContaining({ outcome: "over", title: "Well played!" })]);
    expect(host.rounds).toEqual([{ value: 1, variant: "easy", mode: "practice" }]);
  });

  it("headless, the spec's play: the same wrong pad ends the game", () => {
    const host = practice(undefined);
    host.dispatch("start");
    untilInput(host);
    const { sequence, difficulty } = host.state().state;
    host.game.store.getState().press((sequence[0]! + 1) % colourCount(difficulty));
    expect(host.state().state.phase).toBe("over");
    expect(host.rounds).toEqual([{ value: 0, variant: "easy" }]);
  });
});

describe("Practice monkey play, headless", () => {
  testMonkeyPlay((seed) => createTestHost(colorMatch, { seed, mode: "practice" }), {
    actions: ["up", "down", "left", "right", "choose", ""],
    buttons: ["start", "stop", "difficulty-easy", "difficulty-hard"],
    size: BOARD,
    check: (host) => brokenRules(host.state().state),
  });
});
