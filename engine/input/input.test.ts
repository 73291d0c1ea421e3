import { describe, expect, it } from "vitest";
import { ActionQueue } from "./action-queue";
import { createKeyMap } from "./keyboard";
import { swipeDirection } from "./swipe";

const key = (k: string, repeat = false) => {
  const e = { key: k, repeat, prevented: false, preventDefault: () => (e.prevented = true) };
  return e;
};

describe("keyboard to actions", () => {
  const lookup = createKeyMap({ up: ["ArrowUp", "w"], left: ["ArrowLeft", "a"], pause: [" "] });

  it("maps bound keys (letters in any case) and stops the page from scrolling on them", () => {
    const queue = new ActionQueue<string>();
    const arrow = key("ArrowUp");
    const capitalW = key("W");
    const space = key(" ");
    const tab = key("Tab");
    expect(queue.keyDown(arrow, lookup)).toBe(true);
    queue.keyUp(arrow, lookup);
    queue.keyDown(capitalW, lookup);
    queue.keyDown(space, lookup);
    expect(queue.keyDown(tab, lookup)).toBe(false);
    expect([arrow.prevented, capitalW.prevented, space.prevented, tab.prevented]).toEqual([true, true, true, false]);
    expect(queue.drain().map((e) => ("action" in e ? `${e.action}:${e.kind}` : "not an action"))).toEqual([
      "up:press",
      "up:release",
      "up:press",
      "pause:press",
    ]);
  });

  it("ignores key repeat, but still keeps the page from scrolling", () => {
    const queue = new ActionQueue<string>();
    queue.keyDown(key("ArrowLeft"), lookup);
    const repeat = key("ArrowLeft", true);
    queue.keyDown(repeat, lookup);
    queue.keyDown(key("ArrowLeft", true), lookup);
    expect(repeat.prevented).toBe(true);
    expect(queue.drain()).toEqual([{ action: "left", kind: "press" }]);
    expect(queue.snapshot().held.has("left")).toBe(true);
  });

  it("releases everything held when focus goes, once", () => {
    const queue = new ActionQueue<string>();
    queue.keyDown(key("a"), lookup);
    queue.press("left", "pad");
    queue.setPointer({ x: 5, y: 5 });
    queue.drain();
    queue.releaseAll();
    expect(queue.drain()).toEqual([{ action: "left", kind: "release" }]);
    expect(queue.snapshot().held.size).toBe(0);
    expect(queue.snapshot().pointer).toBeNull();
    queue.keyUp(key("a"), lookup);
    expect(queue.drain()).toEqual([]);
  });

  it("holds an action while any of its sources (key, pad) holds it", () => {
    const queue = new ActionQueue<string>();
    queue.keyDown(key("ArrowLeft"), lookup);
    queue.press("left", "pad");
    queue.keyUp(key("ArrowLeft"), lookup);
    expect(queue.snapshot().held.has("left")).toBe(true);
    queue.release("left", "pad");
    expect(queue.snapshot().held.has("left")).toBe(false);
    expect(queue.drain().map((e) => ("action" in e ? e.kind : "not an action"))).toEqual(["press", "release"]);
  });

  it("keeps keys, pointer events, taps and HUD actions in one queue, in the order they came", () => {
    const queue = new ActionQueue<string>();
    queue.keyDown(key("ArrowLeft"), lookup);
    queue.pointer({ kind: "down", x: 1, y: 2 });
    queue.activate();
    queue.tap("new-game");
    expect(queue.drain()).toEqual([
      { action: "left", kind: "press" },
      { pointer: { kind: "down", x: 1, y: 2 } },
      { activate: true },
      { action: "new-game", kind: "press" },
      { action: "new-game", kind: "release" },
    ]);
    expect(queue.drain()).toEqual([]);
  });

  it("refuses one key bound to two actions", () => {
    expect(() => createKeyMap({ left: ["a"], right: ["A"] })).toThrow(/bound to both/);
  });
});

describe("swipes", () => {
  it("reads the dominant axis once past the threshold", () => {
    expect(swipeDirection({ x: 0, y: 0 }, { x: 40, y: 10 })).toBe("right");
    expect(swipeDirection({ x: 0, y: 0 }, { x: -40, y: 30 })).toBe("left");
    expect(swipeDirection({ x: 0, y: 0 }, { x: 10, y: -60 })).toBe("up");
    expect(swipeDirection({ x: 0, y: 0 }, { x: 20, y: 30 })).toBe("down");
    expect(swipeDirection({ x: 0, y: 0 }, { x: 10, y: 12 })).toBeNull();
  });
});
