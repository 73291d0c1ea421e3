/**
 * The Activities page: coloring pages and generated puzzles. To add a coloring page, draw
 * assets/art/coloring/<name>.svg, run `npm run assets`, and add an item below whose `image` is
 * "coloring/<name>". The title is what people see and the download's file name; the alt text
 * describes the picture for someone who cannot see it.
 */
import { picture } from "./picture.ts";
import type { Category, CatalogueItem } from "./types.ts";

const coloring = picture("coloring");
const activity = picture("activities");

/** A generated puzzle comes with its answer key, drawn beside it as `<name>-answers`. */
const puzzle = (name: string, title: string, alt: string, description: string): CatalogueItem => ({
  ...activity(name, title, alt, description),
  answerKey: `activities/${name}-answers`,
});

const coloringPages: readonly CatalogueItem[] = [
  coloring(
    "plush-bunny",
    "Plush Bunny",
    "Coloring page: a round plush bunny sitting with one ear up and one ear flopped over, a bow tie, a heart patch on its tummy, and stars and hearts around it.",
  ),
  coloring(
    "teddy-with-blanket",
    "Teddy with a Blanket",
    "Coloring page: a teddy bear in front of a big pillow, holding a striped blanket wrapped around itself, with stars around.",
  ),
  coloring(
    "moon-and-stars",
    "Sleepy Moon and Stars",
    "Coloring page: a smiling crescent moon with closed eyes and a nightcap, resting on a cloud beside a ringed planet, with stars hanging on strings.",
  ),
  coloring(
    "rocket",
    "Rocket to the Stars",
    "Coloring page: a rocket with a heart in its round window blasting off on a flame, between a ringed planet, a crescent moon, stars and puffy clouds.",
  ),
  coloring(
    "rainbow-and-clouds",
    "Rainbow and Clouds",
    "Coloring page: a big rainbow with a smiling cloud at each end, a sun and floating hearts above, and three flowers on a hill below.",
  ),
  coloring(
    "cupcake-and-milk",
    "Cupcake and Milk",
    "Coloring page: a smiling cupcake with swirly frosting, sprinkles and a cherry on a plate, next to a smiling glass of milk with a bendy straw, on a checked tablecloth.",
  ),
  coloring(
    "pillow-fort",
    "Pillow Fort",
    "Coloring page: a fort built from stacked pillows with a blanket roof, string lights and a flag, and a plush bunny peeking out of the doorway.",
  ),
  coloring(
    "dinosaur-plush",
    "Dinosaur Plush",
    "Coloring page: a friendly plush dinosaur with soft spikes down its back, spots, and a heart on its tummy, with leaves floating around.",
  ),
  coloring(
    "whale-in-space",
    "Whale in Space",
    "Coloring page: a smiling whale floating among planets and stars, with a spout of little stars coming from its head.",
  ),
  coloring(
    "cat-napping",
    "Cat Napping",
    "Coloring page: a cat curled up asleep on a round cushion, with its tail wrapped around, under a window with curtains and a crescent moon.",
  ),
  coloring(
    "unicorn-plush",
    "Unicorn Plush",
    "Coloring page: a sitting plush unicorn with a striped horn, curly mane and tail, and a star on its tummy, surrounded by stars.",
  ),
  coloring(
    "picnic-snacks",
    "Picnic Snacks",
    "Coloring page: a picnic basket on a checked rug with a watermelon slice, a smiling juice box, an apple and three cookies, under a sun and a cloud.",
  ),
  coloring(
    "planet-friends",
    "Planet Friends",
    "Coloring page: a smiling ringed planet, a smiling little moon and a smiling star, with a shooting star and small planets around them.",
  ),
  coloring(
    "bubble-bath-duck",
    "Bubble Bath Duck",
    "Coloring page: a rubber duck floating on foamy bubbles in a bathtub with little feet, with bubbles floating up in front of a tiled wall.",
  ),
  coloring(
    "night-light-owl",
    "Night-Light Owl",
    "Coloring page: a big-eyed owl sitting on a branch beside a little glowing lantern, with a full moon and stars behind.",
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
  puzzle(
    "cozy-word-search",
    "Cozy Word Search",
    "A printable grid of big letters hiding twelve cozy words, such as blanket, teddy, cocoa and pillow, with the word list and tick boxes below.",
    "Twelve cozy words to find, going across, down or slanting.",
  ),
  puzzle(
    "sleepy-cat-dot-to-dot",
    "Sleepy Cat Dot-to-Dot",
    "A printable page of numbered dots around a sleeping face with whiskers; joined from 1 onwards they draw a cat's head with pointed ears.",
    "Join the numbered dots to find a sleepy friend.",
  ),
  puzzle(
    "picture-sudoku",
    "Picture Sudoku",
    "A printable four by four grid with some squares showing a star, heart, moon or circle, and empty squares to draw the missing pictures.",
    "A tiny sudoku with pictures instead of numbers.",
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
