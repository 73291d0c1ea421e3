import { afterEach, describe, expect, it, vi } from "vitest";
import { createFrameDelta } from "./frame-delta";
import { detectDevice, startMessage } from "./start-message";

describe("startMessage", () => {
  it("words the prompt for the device", () => {
    expect(startMessage("touch")).toBe("Tap to play");
    expect(startMessage("keyboard")).toBe("Press Space or Enter to play");
  });
});

describe("detectDevice", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the last input: a finger or a pen taps, a mouse or a key means a keyboard", () => {
    const coarse = () => true;
    expect(detectDevice("touch", () => false)).toBe("touch");
    expect(detectDevice("pen", () => false)).toBe("touch");
    expect(detectDevice("mouse", coarse)).toBe("keyboard");
    expect(detectDevice("keyboard", coarse)).toBe("keyboard");
  });

  it("asks the main pointer when no input was seen", () => {
    expect(detectDevice(null, () => true)).toBe("touch");
    expect(detectDevice(undefined, () => false)).toBe("keyboard");
    expect(detectDevice("", () => true)).toBe("touch");
  });

  it("reads (pointer: coarse) by default, and says keyboard where there is no matchMedia", () => {
    const queries: string[] = [];
    vi.stubGlobal("matchMedia", (query: string) => {
      queries.push(query);
      return { matches: true };
    });
    expect(detectDevice()).toBe("touch");
    expect(queries).toEqual(["(pointer: coarse)"]);
    vi.stubGlobal("matchMedia", undefined);
    expect(detectDevice()).toBe("keyboard");
  });
});

describe("createFrameDelta", () => {
  it("measures the time between frames, a long gap counting as one short step", () => {
    let now = 1000;
    const delta = createFrameDelta(() => now, 100);
    expect(delta.next()).toBe(0);
    now += 16;
    expect(delta.next()).toBe(16);
    now += 5000;
    expect(delta.next()).toBe(100);
    delta.reset();
    now += 40;
    expect(delta.next()).toBe(0);
  });
});
