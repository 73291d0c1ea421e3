import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PointerInput } from "../contract/define-game";
import { attachPointer } from "./pointer";

/** An element as attachPointer needs it, and pointer events carrying what a browser's would. */
function fakeSurface() {
  const target = new EventTarget() as EventTarget & Record<string, unknown>;
  const captured = new Set<number>();
  Object.assign(target, {
    setPointerCapture: (id: number) => captured.add(id),
    releasePointerCapture: (id: number) => captured.delete(id),
    hasPointerCapture: (id: number) => captured.has(id),
  });
  const send = (type: string, clientX: number, clientY: number) =>
    target.dispatchEvent(
      Object.assign(new Event(type), { pointerId: 7, pointerType: "touch", button: 0, clientX, clientY }),
    );
  return { element: target as unknown as HTMLElement, captured, send };
}

describe("pointer input", () => {
  // Node has no DOM: the surface is no Element, so it is never mistaken for a button on it.
  beforeAll(() => vi.stubGlobal("Element", class {}));

  it("reports press, captured moves and lift in logical units, then releases the capture", () => {
    const { element, captured, send } = fakeSurface();
    const seen: PointerInput[] = [];
    const taps: number[] = [];
    attachPointer(element, {
      toLogical: (x, y) => ({ x: x / 2, y: y / 2 }),
      onPointer: (event) => seen.push(event),
      onTap: () => taps.push(1),
    });
    send("pointerdown", 10, 20);
    expect(captured.has(7)).toBe(true);
    send("pointermove", 100, 20);
    send("pointerup", 120, 20);
    expect(seen).toEqual([
      { kind: "down", x: 5, y: 10 },
      { kind: "move", x: 50, y: 10 },
      { kind: "up", x: 60, y: 10 },
    ]);
    expect(captured.size).toBe(0);
    // It travelled: a drag, not a tap.
    expect(taps).toEqual([]);
  });

  it("says cancel when the browser takes the gesture, and a still press is a tap", () => {
    const { element, send } = fakeSurface();
    const kinds: string[] = [];
    let taps = 0;
    attachPointer(element, {
      toLogical: (x, y) => ({ x, y }),
      onPointer: (event) => kinds.push(event.kind),
      onTap: () => (taps += 1),
    });
    send("pointerdown", 10, 10);
    send("pointercancel", 10, 10);
    send("pointerdown", 10, 10);
    send("pointerup", 12, 11);
    expect(kinds).toEqual(["down", "cancel", "down", "up"]);
    expect(taps).toBe(1);
  });
});
