import type { Cell, Maze } from "./maze.ts";
import { solveMaze } from "./maze.ts";
import { ANSWER, INK, PAGE_WIDTH, printablePage, r, text } from "./page.ts";

export interface MazeLayout {
  readonly title: string;
  readonly cellSize: number;
  readonly wallWidth: number;
  readonly top: number;
}

/** One page: the maze with gaps at Start (top left) and Finish (bottom right); the key adds the path. */
export function mazeSvg(maze: Maze, layout: MazeLayout, answerKey: boolean): string {
  const { cellSize: s, top } = layout;
  const left = (PAGE_WIDTH - maze.cols * s) / 2;
  const x = (col: number) => r(left + col * s);
  const y = (row: number) => r(top + row * s);
  const walls: string[] = [
    // Outer frame, leaving the start gap in the top wall of the first cell and the finish gap at the bottom.
    `M${x(1)} ${y(0)}H${x(maze.cols)}V${y(maze.rows)}`,
    `M${x(maze.cols - 1)} ${y(maze.rows)}H${x(0)}V${y(0)}`,
  ];
  maze.open.forEach((cells, row) =>
    cells.forEach((open, col) => {
      if (col < maze.cols - 1 && !open.includes("e")) walls.push(`M${x(col + 1)} ${y(row)}V${y(row + 1)}`);
      if (row < maze.rows - 1 && !open.includes("s")) walls.push(`M${x(col)} ${y(row + 1)}H${x(col + 1)}`);
    }),
  );
  const centre = (c: Cell) => `${r(left + (c.col + 0.5) * s)} ${r(top + (c.row + 0.5) * s)}`;
  const parts = [
    `<path d="${walls.join("")}" fill="none" stroke="${INK}" stroke-width="${layout.wallWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    text(r(left + s / 2), r(top - 16), 24, "Start", 'font-weight="800"'),
    text(r(left + (maze.cols - 0.5) * s), r(top + maze.rows * s + 36), 24, "Finish", 'font-weight="800"'),
  ];
  if (answerKey) {
    const path = solveMaze(maze);
    if (!path) throw new Error("maze has no path");
    const startAbove = `${r(left + s / 2)} ${r(top - 4)}`;
    const finishBelow = `${r(left + (maze.cols - 0.5) * s)} ${r(top + maze.rows * s + 4)}`;
    parts.push(
      `<path d="M${startAbove}L${path.map(centre).join("L")}L${finishBelow}" fill="none" stroke="${ANSWER}" stroke-width="${r(s * 0.28)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return printablePage({
    title: layout.title,
    instructions: answerKey
      ? "The pink line shows the way from Start to Finish."
      : "Draw a line from Start to Finish without crossing any walls.",
    answerKey,
    body: parts.join("\n"),
  });
}
