/**
 * The five generated activities and their answer keys, as SVG sources for the image pipeline.
 * Change a seed to get a different puzzle; the same seed always gives the same page.
 */
import { generateDotToDot } from "./dot-to-dot.ts";
import { CAT_OUTLINE, dotToDotSvg } from "./dot-to-dot-svg.ts";
import { generateMaze } from "./maze.ts";
import { mazeSvg } from "./maze-svg.ts";
import { generatePictureSudoku } from "./picture-sudoku.ts";
import { pictureSudokuSvg } from "./picture-sudoku-svg.ts";
import { generateWordSearch } from "./word-search.ts";
import { wordSearchSvg } from "./word-search-svg.ts";

export interface GeneratedSource {
  /** Asset id: activities/<name> or activities/<name>-answers. */
  readonly id: string;
  readonly svg: string;
}

export const SEEDS = {
  smallMaze: 20250601,
  largeMaze: 20250714,
  wordSearch: 20250806,
  dotToDot: 3,
  pictureSudoku: 20250921,
} as const;

export const COZY_WORDS = [
  "BLANKET",
  "TEDDY",
  "COCOA",
  "PILLOW",
  "CUDDLE",
  "STARS",
  "MOON",
  "NAP",
  "BUBBLES",
  "STORY",
  "CRAYON",
  "COOKIE",
] as const;

function withKey(name: string, make: (answerKey: boolean) => string): GeneratedSource[] {
  return [
    { id: `activities/${name}`, svg: make(false) },
    { id: `activities/${name}-answers`, svg: make(true) },
  ];
}

export function activitySources(): GeneratedSource[] {
  const small = generateMaze(7, 8, SEEDS.smallMaze);
  const large = generateMaze(15, 17, SEEDS.largeMaze);
  const words = generateWordSearch(COZY_WORDS, 11, SEEDS.wordSearch);
  const dots = generateDotToDot(CAT_OUTLINE, SEEDS.dotToDot);
  const sudoku = generatePictureSudoku(SEEDS.pictureSudoku);
  return [
    ...withKey("rocket-maze", (key) =>
      mazeSvg(small, { title: "Little Rocket Maze", cellSize: 92, wallWidth: 8, top: 220 }, key),
    ),
    ...withKey("big-galaxy-maze", (key) =>
      mazeSvg(large, { title: "Big Galaxy Maze", cellSize: 46, wallWidth: 6, top: 215 }, key),
    ),
    ...withKey("cozy-word-search", (key) => wordSearchSvg(words, "Cozy Word Search", key)),
    ...withKey("sleepy-cat-dot-to-dot", (key) => dotToDotSvg(dots, "Sleepy Cat Dot-to-Dot", key)),
    ...withKey("picture-sudoku", (key) => pictureSudokuSvg(sudoku, "Picture Sudoku", key)),
  ];
}
