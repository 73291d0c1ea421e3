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
