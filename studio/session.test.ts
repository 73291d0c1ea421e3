import { describe, expect, it } from "vitest";
import { BRUSH_SIZES, createSession, type SavedSession } from "./session.ts";
import { mapFromRows } from "./test-maps.ts";

const map = mapFromRows(["1111.2222", "1111.2222", "1111.2222", "1111.2222"]);

function memory() {
  let saved: SavedSession | null = null;
  return { load: () => saved && JSON.parse(JSON.stringify(saved)), save: (v: () => SavedSession) => (saved = v()) };
}

describe("studio session", () => {
  it("fills the tapped region with the chosen colour and says so", () => {
    const session = createSession(map);
    session.setColour("sky-blue");
    session.tapAt(6, 1);
    const { history, message, recent } = session.store.getState();
    expect(history.current.fills.get(2)).toBe("#aed6f1");
    expect(message.text).toBe("Filled area 2 with sky blue");
    expect(recent).toEqual(["sky-blue"]);
  });

  it("starts with a brush size that is one of the sizes offered, so a first stroke shows", () => {
    const session = createSession(map);
    expect(BRUSH_SIZES).toContain(session.store.getState().brushSize);
    expect(session.store.getState().brushSize).toBe(BRUSH_SIZES[1]);
    session.setTool("brush");
    const stroke = session.commitStroke([0, 1, 2, 1]);
    expect(stroke?.size).toBe(BRUSH_SIZES[1]);
  });

  it("tells the site when a part is given colour, not when it is erased or nothing changes", () => {
    const coloured: number[] = [];
    const session = createSession(map, undefined, { coloured: (r) => coloured.push(r) });
    session.tapAt(0, 0);
    session.tapAt(0, 0);
    session.setTool("eraser");
    session.tapAt(0, 0);
    session.setTool("brush");
    session.commitStroke([6, 1, 7, 1]);
    expect(coloured).toEqual([1, 2]);
  });

  it("ignores a tap on a line", () => {
    const session = createSession(map);
    session.tapAt(4, 1);
    expect(session.canUndo()).toBe(false);
  });

  it("undoes, redoes and undoes a start over", () => {
    const session = createSession(map);
    session.tapAt(0, 0);
    session.startOver();
    expect(session.store.getState().history.current.fills.size).toBe(0);
    session.undo();
    expect(session.store.getState().history.current.fills.size).toBe(1);
    session.redo();
    expect(session.store.getState().history.current.fills.size).toBe(0);
  });

  it("keeps the picture and its history across a reload", () => {
    const storage = memory();
    const first = createSession(map, storage);
    first.tapAt(0, 0);
    first.tapAt(6, 0);
    const again = createSession(map, storage);
    expect(again.store.getState().history.current.fills.size).toBe(2);
    again.undo();
    expect(again.store.getState().history.current.fills.size).toBe(1);
  });

  it("moves the keyboard's region with arrows and fills it with Enter", () => {
    const session = createSession(map);
    session.move("right");
    const start = session.store.getState().focus;
    session.move(start === 1 ? "right" : "left");
    const other = session.store.getState().focus;
    expect(other).not.toBe(start);
    session.fillFocus();
    expect(session.store.getState().history.current.fills.has(other!)).toBe(true);
  });

  it("keeps a brush stroke in the region it starts in", () => {
    const session = createSession(map);
    session.setTool("brush");
    const stroke = session.commitStroke([1, 1, 8, 1]);
    expect(stroke?.region).toBe(1);
  });
});

describe("the colourists' tools", () => {
  const mirrorMap = mapFromRows(["11111.222", "11111.222", "11111.333", "11111.333"]);

  it("starts with a brush size chosen, so a first stroke shows", () => {
    expect(createSession(map).store.getState().brushSize).toBeGreaterThanOrEqual(14);
  });

  it("keeps a mixed colour among the own colours, fills with it and says its name", () => {
    const session = createSession(map);
    session.addOwnColour("#F6B8C5");
    expect(session.store.getState().own).toEqual(["#f6b8c5"]);
    expect(session.store.getState().message.text).toBe("Added soft pink to your colours");
    session.tapAt(0, 0);
    expect(session.store.getState().history.current.fills.get(1)).toBe("#f6b8c5");
    expect(session.store.getState().message.text).toBe("Filled area 1 with soft pink");
  });

  it("picks a colour from the picture and goes back to the tool in hand", () => {
    const session = createSession(map);
    session.setColour("coral");
    session.tapAt(0, 0);
    session.setColour("mint");
    session.setTool("brush");
    session.setTool("picker");
    session.tapAt(1, 1);
    const state = session.store.getState();
    expect(state.colour).toBe("#f2897b");
    expect(state.own).toEqual(["#f2897b"]);
    expect(state.tool).toBe("brush");
    expect(state.message.text).toBe("Picked coral");
  });

  it("keeps own colours with the picture across a reload", () => {
    const storage = memory();
    createSession(map, storage).addOwnColour("#123456");
    const again = createSession(map, storage).store.getState();
    expect(again.own).toEqual(["#123456"]);
    expect(again.colour).toBe("#123456");
  });

  it("fills a region with a gradient along a drag, or the chosen style's direction on a tap or Enter", () => {
    const session = createSession(mapFromRows(Array.from({ length: 4 }, () => `${"1".repeat(4)}.${"2".repeat(30)}`)));
    session.setColour("sky-blue");
    session.setGradientEnd("coral");
    session.setTool("gradient");
    session.commitGradient({ x: 6, y: 0 }, { x: 30, y: 3 });
    const dragged = session.store.getState().history.current.fills.get(2);
    expect(dragged).toMatchObject({ kind: "linear", from: "#aed6f1", to: "#f2897b", x0: 6, y0: 0, x1: 30, y1: 3 });
    expect(session.store.getState().message.text).toBe("Filled area 2 with a gradient from sky blue to coral");
    session.setGradientStyle("from-middle");
    session.move("right");
    session.fillFocus();
    const focus = session.store.getState().focus!;
    expect(session.store.getState().history.current.fills.get(focus)).toMatchObject({ kind: "radial" });
    session.undo();
    expect(session.store.getState().history.current.fills.get(2)).toBe(dragged);
  });

  it("mirrors a stroke into the region its reflection lands in, as one step", () => {
    const session = createSession(mirrorMap);
    session.setTool("brush");
    session.setMirror(true);
    session.commitStroke([1, 0, 2, 1]);
    const { history, message } = session.store.getState();
    expect(history.current.strokes.map((s) => s.region)).toEqual([1, 2]);
    expect(message.text).toBe("Painted area 1 and area 2 with sky blue");
    session.undo();
    expect(session.store.getState().history.current.strokes).toEqual([]);
    session.setMirror(false);
    session.commitStroke([1, 0, 2, 1]);
    expect(session.store.getState().history.current.strokes).toHaveLength(1);
  });
});
