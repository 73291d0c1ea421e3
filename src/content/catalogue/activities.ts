/**
 * The Activities page: coloring pages and generated puzzles. To add a coloring page, draw
 * assets/art/coloring/<name>.svg, run `npm run assets`, and add an item below whose `image` is
 * "coloring/<name>". The title is what people see and the download's file name; the alt text
 * describes the picture for someone who cannot see it.
 */
import type { Category, CatalogueItem } from "./types.ts";

const coloring = (name: string, title: string, alt: string): CatalogueItem => ({
  id: name,
  title,
  alt,
  image: `coloring/${name}`,
});

const puzzle = (name: string, title: string, alt: string, description: string): CatalogueItem => ({
  id: name,
  title,
  alt,
  description,
  image: `activities/${name}`,
  answerKey: `activities/${name}-answers`,
});

const coloringPages: readonly CatalogueItem[] = [
  coloring(
    "plush-bunny",
    "Plush Bunny",
    "Coloring page: a round plush bunny sitting with one ear up and one ear flopped over, a bow tie, a heart patch on its tummy, and stars and hearts around it.",
  ),
  coloring(
    "moon-and-stars",
    "Sleepy Moon and Stars",
    "Coloring page: a smiling crescent moon with closed eyes and a nightcap, resting on a cloud beside a ringed planet, with stars hanging on strings.",
  ),
];

const puzzles: readonly CatalogueItem[] = [
  puzzle(
    "rocket-maze",
    "Little Rocket Maze",
    "A small printable maze with wide paths, marked Start at the top left and Finish at the bottom right.",
    "A gentle maze with wide paths, easy to follow with a crayon.",
  ),
  puzzle(
    "big-galaxy-maze",
    "Big Galaxy Maze",
    "A larger printable maze with many winding paths, marked Start at the top left and Finish at the bottom right.",
    "A longer maze for when you want to take your time.",
  ),
];

export const activityCategories: readonly Category[] = [
  {
    id: "coloring-pages",
    title: "Coloring Pages",
    description: "Cozy pictures to print and color: plush friends, sleepy skies, snacks and bubbles.",
    items: coloringPages,
  },
  {
    id: "activities",
    title: "Activities",
    description: "Mazes and puzzles to print, each with an answer key for when you want a peek.",
    items: puzzles,
  },
];
