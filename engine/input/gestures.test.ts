import { describe, expect, it } from "vitest";
import {
  createGestureTracker,
  pinchStep,
  TAP_SLOP,
  wheelChange,
  wheelScale,
  type PointerMode,
  type ViewChange,
} from "./gestures";

describe("gestures", () => {
  it("reads a pinch as zoom about the fingers' midpoint and the midpoint's travel as pan", () => {
    const step = pinchStep(
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      [
        { x: -50, y: 10 },
        { x: 150, y: 10 },
      ],
    );
    expect(step).toEqual({ scale: 2, origin: { x: 50, y: 0 }, panX: 0, panY: 10 });
  });

  it("zooms in on a wheel turned away from the reader and out towards them", () => {
    expect(wheelScale(-100, 0)).toBeGreaterThan(1);
    expect(wheelScale(100, 0)).toBeLessThan(1);
    expect(wheelScale(-100, 0) * wheelScale(100, 0)).toBeCloseTo(1);
  });
});

type Logged = string;

function track(mode: PointerMode) {
  const log: Logged[] = [];
  const views: ViewChange[] = [];
  const tracker = createGestureTracker({
    mode: () => mode,
    onStroke: (e) => log.push(`stroke ${e.kind} ${e.x},${e.y}`),
    onTap: (e) => log.push(`tap ${e.x},${e.y}`),
    onViewChange: (c) => views.push(c),
  });
  return { tracker, log, views, panned: () => views.reduce((s, v) => [s[0]! + v.panX, s[1]! + v.panY], [0, 0]) };
}

const finger = (id: number, x: number, y: number) => ({ id, type: "touch", x, y });
const mouse = (x: number, y: number, button = 0) => ({ id: 1, type: "mouse", x, y, button });

describe("a tap colours, a drag moves (tap mode)", () => {
  it("a tap that stays within the slop is a tap where it went down", () => {
    const { tracker, log, views } = track("tap");
    tracker.down(finger(1, 100, 100));
    tracker.move(finger(1, 104, 103));
    tracker.up(finger(1, 105, 104));
    expect(log).toEqual(["tap 100,100"]);
    expect(views).toEqual([]);
  });

  it("a finger's swipe pans the view and never taps", () => {
    const { tracker, log, panned } = track("tap");
    tracker.down(finger(1, 100, 100));
    for (let y = 100; y >= 40; y -= 5) tracker.move(finger(1, 100, y));
    tracker.up(finger(1, 100, 40));
    expect(log).toEqual([]);
    expect(panned()).toEqual([0, -60]);
  });

  it("a mouse drag pans too, with a smaller slop than a finger's", () => {
    const { tracker, log, panned } = track("tap");
    tracker.down(mouse(10, 10));
    tracker.move(mouse(18, 10));
    tracker.move(mouse(40, 30));
    tracker.up(mouse(40, 30));
    expect(log).toEqual([]);
    expect(panned()).toEqual([30, 20]);
    expect(TAP_SLOP.other).toBeLessThan(TAP_SLOP.touch);
  });

  it("a cancelled pointer neither taps nor paints", () => {
    const { tracker, log } = track("tap");
    tracker.down(finger(1, 5, 5));
    tracker.cancel(finger(1, 5, 5));
    expect(log).toEqual([]);
  });
});

describe("a drag paints (stroke mode)", () => {
  it("one pointer strokes from down to up", () => {
    const { tracker, log, views } = track("stroke");
    tracker.down(finger(1, 0, 0));
    tracker.move(finger(1, 20, 0));
    tracker.up(finger(1, 30, 0));
    expect(log).toEqual(["stroke down 0,0", "stroke move 20,0", "stroke up 30,0"]);
    expect(views).toEqual([]);
  });

  it("a second finger cancels the first finger's stroke and pinches; the finger left pans, never paints", () => {
    const { tracker, log, views } = track("stroke");
    tracker.down(finger(1, 100, 100));
    tracker.move(finger(1, 110, 100));
    tracker.down(finger(2, 200, 100));
    tracker.move(finger(2, 290, 100));
    expect(log).toEqual(["stroke down 100,100", "stroke move 110,100", "stroke cancel 110,100"]);
    expect(views.at(-1)!.scale).toBeCloseTo(2);
    tracker.up(finger(2, 290, 100));
    tracker.move(finger(1, 110, 150));
    expect(views.at(-1)).toMatchObject({ scale: 1, panX: 0, panY: 50 });
    tracker.up(finger(1, 110, 150));
    expect(log).toHaveLength(3);
  });

  it("two fingers landing together in tap mode pinch and pan, and tap nothing", () => {
    const { tracker, log, panned } = track("tap");
    tracker.down(finger(1, 100, 100));
    tracker.down(finger(2, 200, 100));
    tracker.move(finger(1, 100, 140));
    tracker.move(finger(2, 200, 140));
    tracker.up(finger(1, 100, 140));
    tracker.up(finger(2, 200, 140));
    expect(log).toEqual([]);
    expect(panned()[1]).toBeCloseTo(40);
  });

  it("with Space held, or with the middle button, a drag pans whatever the tool", () => {
    const { tracker, log, panned } = track("stroke");
    tracker.setPanKey(true);
    tracker.down(mouse(0, 0));
    tracker.move(mouse(0, 25));
    tracker.up(mouse(0, 25));
    tracker.setPanKey(false);
    tracker.down(mouse(0, 0, 1));
    tracker.move(mouse(15, 0, 1));
    tracker.up(mouse(15, 0, 1));
    expect(log).toEqual([]);
    expect(panned()).toEqual([15, 25]);
  });

  it("reports when it pans, for the cursor", () => {
    const states: unknown[] = [];
    const tracker = createGestureTracker({ mode: () => "tap", onPanState: (s) => states.push(s) });
    tracker.setPanKey(true);
    tracker.down(mouse(0, 0));
    tracker.up(mouse(0, 0));
    tracker.setPanKey(false);
    expect(states).toEqual(["grab", "grabbing", "grab", null]);
  });
});

describe("the wheel over the drawing", () => {
  it("zooms about the pointer, and pans when turned sideways", () => {
    expect(wheelChange({ deltaX: 0, deltaY: -100, deltaMode: 0 }, { x: 5, y: 6 })).toMatchObject({
      origin: { x: 5, y: 6 },
      panX: 0,
      panY: 0,
    });
    expect(wheelChange({ deltaX: 0, deltaY: -100, deltaMode: 0 }, { x: 0, y: 0 })!.scale).toBeGreaterThan(1);
    expect(wheelChange({ deltaX: 40, deltaY: 2, deltaMode: 0 }, { x: 0, y: 0 })).toMatchObject({ scale: 1, panX: -40 });
    expect(wheelChange({ deltaX: 0, deltaY: 0, deltaMode: 0 }, { x: 0, y: 0 })).toBeNull();
  });
});
