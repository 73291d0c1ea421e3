import { describe, expect, it } from "vitest";
import { endCardLayout, onTarget, type Box } from "./end-card-layout";

// Every board the games use today, from Little Dodger's small field to Color Match's wide one.
const boards = [
  { width: 256, height: 192 },
  { width: 360, height: 360 },
  { width: 400, height: 400 },
  { width: 600, height: 420 },
  { width: 300, height: 600 },
];

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;

describe("endCardLayout", () => {
  it.each(boards)("keeps the card and every row inside a $width x $height board", (size) => {
    for (const lineCount of [0, 1, 3, 6]) {
      for (const newBest of [false, true]) {
        const layout = endCardLayout(size, {
          lines: Array.from({ length: lineCount }, (_, i) => `Line ${i}`),
          best: "Best: 10",
          newBest,
        });
        const board = { x: 0, y: 0, ...size };
        expect(inside(layout.card, board)).toBe(true);
        expect(inside(layout.button, layout.card)).toBe(true);
        if (layout.badge) expect(inside(layout.badge, layout.card)).toBe(true);
        const rows = [layout.title, ...layout.lines, ...(layout.best ? [layout.best] : [])];
        for (const row of rows) {
          expect(row.y - row.fontSize / 2).toBeGreaterThan(layout.card.y);
          expect(row.y + row.fontSize / 2).toBeLessThan(layout.button.y);
        }
        const ys = rows.map((row) => row.y);
        expect([...ys].sort((a, b) => a - b)).toEqual(ys);
      }
    }
  });

  it("scales its text with the board, not the screen", () => {
    const content = { lines: ["Score: 4"], best: "Best: 9", newBest: false };
    const small = endCardLayout({ width: 256, height: 192 }, content);
    const large = endCardLayout({ width: 512, height: 384 }, content);
    expect(large.title.fontSize).toBeCloseTo(small.title.fontSize * 2, 5);
    expect(large.button.width).toBeCloseTo(small.button.width * 2, 5);
  });

  it("shrinks a long card to fit a short board", () => {
    const few = endCardLayout({ width: 256, height: 192 }, { lines: ["a"], newBest: false });
    const many = endCardLayout(
      { width: 256, height: 192 },
      { lines: ["a", "b", "c", "d", "e", "f"], best: "b", newBest: true },
    );
    expect(many.title.fontSize).toBeLessThan(few.title.fontSize);
    expect(many.card.height).toBeLessThanOrEqual(192);
  });

  it("leaves out the best row and the badge when there is nothing to show", () => {
    const layout = endCardLayout({ width: 400, height: 400 }, { lines: ["Moves: 20"], newBest: false });
    expect(layout.best).toBeNull();
    expect(layout.badge).toBeNull();
  });
});

describe("onTarget", () => {
  const button: Box = { x: 100, y: 200, width: 120, height: 30 };

  it("takes presses on the drawn button, and none beside it, when it is larger than the target", () => {
    expect(onTarget(button, 101, 201)).toBe(true);
    expect(onTarget(button, 219, 229)).toBe(true);
    expect(onTarget(button, 160, 199)).toBe(false);
    expect(onTarget(button, 160, 231, 20)).toBe(false);
  });

  it("grows a button drawn smaller than the target to the target's side around its middle", () => {
    // 48 across around the middle (160, 215): from y 191 to 239, and still 120 wide.
    expect(onTarget(button, 160, 192, 48)).toBe(true);
    expect(onTarget(button, 160, 238, 48)).toBe(true);
    expect(onTarget(button, 160, 190, 48)).toBe(false);
    expect(onTarget(button, 99, 215, 48)).toBe(false);
  });
});
