import { describe, expect, it } from "vitest";
import { canRedo, canUndo, historyFromJson, historyToJson, newHistory, record, redo, undo } from "./history.ts";

const fill = (region: number, colour: string | null = "#aed6f1") => ({ kind: "fill", region, colour }) as const;

describe("history", () => {
  it("undoes and redoes 150 steps in order", () => {
    let h = newHistory("duck");
    for (let i = 1; i <= 150; i++) h = record(h, fill(i));
    expect(h.current.fills.size).toBe(150);
    for (let i = 0; i < 150; i++) h = undo(h);
    expect(h.current.fills.size).toBe(0);
    expect(canUndo(h)).toBe(false);
    for (let i = 0; i < 150; i++) h = redo(h);
    expect(h.current.fills.size).toBe(150);
    expect(canRedo(h)).toBe(false);
  });

  it("makes Start over an undoable step, and forgets redo after a new step", () => {
    let h = record(record(newHistory("duck"), fill(1)), fill(2, "#f6b8c4"));
    h = record(h, { kind: "start-over" });
    expect(h.current.fills.size).toBe(0);
    h = undo(h);
    expect([...h.current.fills]).toEqual([
      [1, "#aed6f1"],
      [2, "#f6b8c4"],
    ]);
    h = undo(h);
    h = record(h, fill(3));
    expect(canRedo(h)).toBe(false);
    expect([...h.current.fills.keys()]).toEqual([1, 3]);
  });

  it("records nothing for a step that changes nothing", () => {
    const h = record(newHistory("duck"), fill(1));
    expect(record(h, fill(1))).toBe(h);
    expect(record(newHistory("duck"), { kind: "start-over" }).done).toHaveLength(0);
  });

  it("folds steps past the limit into the base", () => {
    let h = newHistory("duck");
    for (let i = 1; i <= 250; i++) h = record(h, fill(i));
    expect(h.done).toHaveLength(h.limit);
    expect(h.base.fills.size).toBe(250 - h.limit);
    expect(h.current.fills.size).toBe(250);
  });

  it("survives a trip through JSON with its undo and redo intact", () => {
    let h = newHistory("duck");
    h = record(h, fill(1));
    h = record(h, { kind: "stroke", stroke: { region: 1, colour: null, size: 12, points: [5, 5, 9, 7] } });
    h = record(h, { kind: "start-over" });
    h = record(h, fill(2));
    h = undo(h);
    const back = historyFromJson(JSON.parse(JSON.stringify(historyToJson(h))));
    expect(back).toEqual(h);
    expect(back!.current.strokes).toHaveLength(0);
    expect(undo(back!).current.strokes).toHaveLength(1);
    expect(historyFromJson({ v: 1, base: null })).toBeNull();
  });
});
