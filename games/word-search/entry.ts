import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Word Search before its code loads: words and numbers only. */
export default registerGame({
  id: "word-search",
  title: "Word Search",
  description: "Find cozy words hidden in a grid of letters.",
  imageAlt: "Word Search in play: a twelve by twelve grid of white letters on a dark board.",
  best,
  aspect: { width: 1, height: 1 },
  // What `npm run hud-heights -- word-search` measures; its room is kept while the game loads.
  hudHeight: [
    [0, 144],
    [600, 88],
  ],
  // Its word list sits beside the board on wide screens.
  aside: true,
  load: () => import("./index"),
});
