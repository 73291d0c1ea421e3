import { describe, expect, it } from "vitest";
import { generateMaze, solveMaze, type Maze } from "./maze.ts";

function openings(maze: Maze): number {
  return maze.open.flat().reduce((n, dirs) => n + dirs.length, 0) / 2;
}

describe("generateMaze", () => {
  it.each([
    [7, 8, 20250601],
    [15, 17, 20250714],
    [3, 2, 1],
  ])("makes a perfect %ix%i maze whose solver reaches the finish (seed %i)", (cols, rows, seed) => {
    const maze = generateMaze(cols, rows, seed);
    // A perfect maze is a spanning tree: one opening fewer than cells, and every cell reachable.
    expect(openings(maze)).toBe(cols * rows - 1);
    const path = solveMaze(maze);
    expect(path?.[0]).toEqual({ col: 0, row: 0 });
    expect(path?.at(-1)).toEqual({ col: cols - 1, row: rows - 1 });
    for (let i = 1; i < path!.length; i++) {
      const a = path![i - 1]!;
      const b = path![i]!;
      expect(Math.abs(a.col - b.col) + Math.abs(a.row - b.row)).toBe(1);
    }
  });

  it("opens walls in pairs: walking out of a cell means the neighbour lets you back in", () => {
    const maze = generateMaze(6, 6, 42);
    const back = { n: "s", s: "n", e: "w", w: "e" } as const;
    const step = { n: [0, -1], s: [0, 1], e: [1, 0], w: [-1, 0] } as const;
    maze.open.forEach((row, r) =>
      row.forEach((dirs, c) =>
        dirs.forEach((d) => expect(maze.open[r + step[d][1]]![c + step[d][0]]).toContain(back[d])),
      ),
    );
  });

  it("is the same for the same seed and differs for another", () => {
    expect(generateMaze(8, 8, 7)).toEqual(generateMaze(8, 8, 7));
    expect(generateMaze(8, 8, 7).open).not.toEqual(generateMaze(8, 8, 8).open);
  });

  it("reports no path when the walls are closed", () => {
    const maze = generateMaze(3, 3, 5);
    const closed: Maze = { ...maze, open: maze.open.map((row) => row.map(() => [])) };
    expect(solveMaze(closed)).toBeNull();
  });
});
