/**
 * The five generated activities and their answer keys, as SVG sources for the image pipeline.
 * Change a seed to get a different puzzle; the same seed always gives the same page.
 */
import { generateMaze } from "./maze.ts";
import { mazeSvg } from "./maze-svg.ts";

export interface GeneratedSource {
  /** Asset id: activities/<name> or activities/<name>-answers. */
  readonly id: string;
  readonly svg: string;
}

export const SEEDS = {
  smallMaze: 20250601,
  largeMaze: 20250714,
} as const;

function withKey(name: string, make: (answerKey: boolean) => string): GeneratedSource[] {
  return [
    { id: `activities/${name}`, svg: make(false) },
    { id: `activities/${name}-answers`, svg: make(true) },
  ];
}

export function activitySources(): GeneratedSource[] {
  const small = generateMaze(7, 8, SEEDS.smallMaze);
  const large = generateMaze(15, 17, SEEDS.largeMaze);
  return [
    ...withKey("rocket-maze", (key) =>
      mazeSvg(small, { title: "Little Rocket Maze", cellSize: 92, wallWidth: 8, top: 220 }, key),
    ),
    ...withKey("big-galaxy-maze", (key) =>
      mazeSvg(large, { title: "Big Galaxy Maze", cellSize: 46, wallWidth: 6, top: 215 }, key),
    ),
  ];
}
