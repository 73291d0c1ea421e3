import { createRandom } from "./random.ts";

/** A rectangular maze of cells; each cell lists which of its four walls are open. */
export interface Maze {
  readonly cols: number;
  readonly rows: number;
  /** open[row][col] = the directions one can walk out of that cell. */
  readonly open: readonly (readonly Direction[])[][];
  readonly start: Cell;
  readonly finish: Cell;
}

export type Direction = "n" | "e" | "s" | "w";
export interface Cell {
  readonly col: number;
  readonly row: number;
}

const STEP: Record<Direction, readonly [number, number]> = { n: [0, -1], e: [1, 0], s: [0, 1], w: [-1, 0] };
const OPPOSITE: Record<Direction, Direction> = { n: "s", e: "w", s: "n", w: "e" };
const DIRECTIONS: readonly Direction[] = ["n", "e", "s", "w"];

/**
 * A perfect maze (exactly one path between any two cells) by an iterative depth-first carve,
 * which gives long winding corridors: more fun to follow with a crayon than Prim's short stubs.
 * Start is the top-left cell, finish the bottom-right.
 */
export function generateMaze(cols: number, rows: number, seed: number): Maze {
  if (cols < 2 || rows < 2) throw new Error("a maze needs at least 2x2 cells");
  const random = createRandom(seed);
  const open: Direction[][][] = Array.from({ length: rows }, () => Array.from({ length: cols }, () => []));
  const visited = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false));
  const stack: Cell[] = [{ col: 0, row: 0 }];
  visited[0]![0] = true;
  while (stack.length > 0) {
    const here = stack[stack.length - 1]!;
    const choices = DIRECTIONS.filter((d) => {
      const col = here.col + STEP[d][0];
      const row = here.row + STEP[d][1];
      return col >= 0 && row >= 0 && col < cols && row < rows && !visited[row]![col];
    });
    if (choices.length === 0) {
      stack.pop();
      continue;
    }
    const d = random.pick(choices);
    const next = { col: here.col + STEP[d][0], row: here.row + STEP[d][1] };
    open[here.row]![here.col]!.push(d);
    open[next.row]![next.col]!.push(OPPOSITE[d]);
    visited[next.row]![next.col] = true;
    stack.push(next);
  }
  for (const row of open) for (const cell of row) cell.sort((a, b) => DIRECTIONS.indexOf(a) - DIRECTIONS.indexOf(b));
  return { cols, rows, open, start: { col: 0, row: 0 }, finish: { col: cols - 1, row: rows - 1 } };
}

/** Breadth-first search through open walls; the list of cells from start to finish, or null. */
export function solveMaze(maze: Maze): Cell[] | null {
  const key = (c: Cell) => c.row * maze.cols + c.col;
  const cameFrom = new Map<number, Cell | null>([[key(maze.start), null]]);
  const queue: Cell[] = [maze.start];
  while (queue.length > 0) {
    const here = queue.shift()!;
    if (here.col === maze.finish.col && here.row === maze.finish.row) {
      const path: Cell[] = [];
      for (let c: Cell | null | undefined = here; c; c = cameFrom.get(key(c))) path.unshift(c);
      return path;
    }
    for (const d of maze.open[here.row]![here.col]!) {
      const next = { col: here.col + STEP[d][0], row: here.row + STEP[d][1] };
      if (next.col < 0 || next.row < 0 || next.col >= maze.cols || next.row >= maze.rows) continue;
      if (cameFrom.has(key(next))) continue;
      cameFrom.set(key(next), here);
      queue.push(next);
    }
  }
  return null;
}
