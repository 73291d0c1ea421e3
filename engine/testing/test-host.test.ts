import { describe, expect, it } from "vitest";
import { defineGame, type GameContext, type PointerInput } from "../contract/define-game";
import { createTestHost } from "./test-host";

interface TallyState {
  phase: "ready" | "playing" | "over";
  count: number;
  activated: boolean;
  pointers: PointerInput[];
  dragged: { x: number; y: number }[];
}

/**
 * A tiny game for the host: Space starts a one-second round that counts steps (two a step while
 * "boost" is held) and reports the count when the game clock says time is up.
 */
function createTally(context: GameContext<"start" | "end">) {
  let state: TallyState = { phase: "ready", count: context.seed, activated: false, pointers: [], dragged: [] };
  const set = (next: Partial<TallyState>) => (state = { ...state, ...next });
  return {
    store: { getState: () => state },
    running: () => state.phase === "playing",
    action(event: { action: string; kind: "press" | "release" }) {
      if (event.action !== "primary" || event.kind !== "press" || state.phase === "playing") return;
      set({ phase: "playing", count: 0 });
      context.sound("start");
      context.clock.schedule(() => {
        set({ phase: "over" });
        context.sound("end");
        context.toast({ title: "Time!", description: `${state.count} steps` });
        context.reportRound({ value: state.count });
        context.storage.set("last", String(state.count));
      }, 1000);
    },
    step(input: { held: ReadonlySet<string>; pointer: { x: number; y: number } | null }) {
      set({ count: state.count + (input.held.has("boost") ? 2 : 1) });
      if (input.pointer) set({ dragged: [...state.dragged, input.pointer] });
    },
    activate: () => set({ activated: true }),
    pointer: (event: PointerInput) => set({ pointers: [...state.pointers, event] }),
  };
}

const tally = defineGame({
  id: "tally",
  title: "Tally",
  howToPlay: { keyboard: [], touch: [] },
  size: { width: 100, height: 100 },
  stepMs: 100,
  keys: { primary: [" "], boost: ["b"], left: ["ArrowLeft"] },
  directions: { left: "left" },
  drag: true,
  sounds: ["start", "end"],
  create: createTally,
  view: () => ({ draw: () => false }),
  Hud: () => null,
});

describe("createTestHost", () => {
  it("plays a whole round on the test clock: steps, game-clock timers, toasts, sounds and the reported round", () => {
    const host = createTestHost(tally, { seed: 7 });
    expect(host.state().count).toBe(7);
    host.tapAction("primary");
    host.advance(999);
    expect(host.state().phase).toBe("playing");
    expect(host.rounds).toEqual([]);
    host.advance(100);
    expect(host.state().phase).toBe("over");
    // The timer fires at game time 1000, before that frame's steps: nine whole steps by then.
    expect(host.rounds).toEqual([{ value: 9 }]);
    expect(host.toasts).toEqual([{ title: "Time!", description: "9 steps" }]);
    expect(host.sounds).toEqual(["start", "end"]);
    expect(host.storage).toEqual({ last: "9" });
  });

  it("holds an action between press and release", () => {
    const host = createTestHost(tally, { seed: 1 });
    host.tapAction("primary");
    host.advance(300);
    const plain = host.state().count;
    host.press("boost");
    host.advance(300);
    host.release("boost");
    const boosted = host.state().count - plain;
    host.advance(300);
    expect(boosted).toBe(6);
    expect(host.state().count - plain - boosted).toBe(3);
  });

  it("stops game time and input while paused", () => {
    const host = createTestHost(tally, { seed: 1 });
    host.tapAction("primary");
    host.advance(500);
    host.pause();
    host.advance(10_000);
    host.tap(5, 5);
    expect(host.state().phase).toBe("playing");
    expect(host.state().pointers).toEqual([]);
    host.resume();
    host.advance(600);
    expect(host.state().phase).toBe("over");
  });

  it("taps at a logical point and activates, as a tap on the surface does", () => {
    const host = createTestHost(tally, { seed: 1 });
    host.tap(20, 30);
    expect(host.state().pointers).toEqual([
      { kind: "down", x: 20, y: 30 },
      { kind: "up", x: 20, y: 30 },
    ]);
    expect(host.state().activated).toBe(true);
  });

  it("drags through pointer moves, and a dragging game's steps see where the pointer is", () => {
    const host = createTestHost(tally, { seed: 1 });
    host.tapAction("primary");
    host.advance(100);
    host.drag({ x: 0, y: 0 }, { x: 40, y: 0 }, { steps: 2, msPerStep: 100 });
    expect(host.state().pointers.map((p) => [p.kind, p.x])).toEqual([
      ["down", 0],
      ["move", 20],
      ["move", 40],
      ["up", 40],
    ]);
    expect(host.state().dragged).toEqual([
      { x: 20, y: 0 },
      { x: 40, y: 0 },
    ]);
    // Lifted: later steps see no pointer.
    host.advance(200);
    expect(host.state().dragged).toHaveLength(2);
  });

  it("turns a swipe into the action the game maps it to", () => {
    const seen: string[] = [];
    const host = createTestHost(
      {
        ...tally,
        create: (context: GameContext<"start" | "end">) => ({
          ...createTally(context),
          action: (e: { action: string; kind: string }) => seen.push(`${e.action}:${e.kind}`),
        }),
      },
      { seed: 1 },
    );
    host.swipe("left");
    host.swipe("up");
    host.advance(16);
    expect(seen).toEqual(["left:press", "left:release"]);
  });

  it("hands queued input over on a frame that takes no time, and sends single pointer events", () => {
    const host = createTestHost(tally, { seed: 1 });
    host.tapAction("primary");
    expect(host.state().phase).toBe("ready");
    host.advance(0);
    expect(host.state().phase).toBe("playing");
    expect(host.now()).toBe(0);
    host.pointer({ kind: "cancel", x: 3, y: 4 });
    expect(host.state().pointers).toEqual([{ kind: "cancel", x: 3, y: 4 }]);
    host.advance(250);
    expect(host.now()).toBe(250);
  });

  it("a HUD button's action resumes a paused game and reaches it at once, as a key tap", () => {
    const host = createTestHost(tally, { seed: 1 });
    host.pause();
    host.dispatch("primary");
    expect(host.state().phase).toBe("playing");
    host.advance(1000);
    expect(host.state().phase).toBe("over");
  });
});
