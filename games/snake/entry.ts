import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Snake before its code loads: words and numbers only. */
export default registerGame({
  id: "snake",
  title: "Snake",
  description: "Guide the snake to the snacks and watch it grow.",
  imageAlt: "Snake in play: a little mint snake on a dark grid with a pink apple to reach.",
  best,
  aspect: { width: 1, height: 1 },
  // What `npm run hud-heights -- snake` measures; its room is kept while the game loads.
  hudHeight: [[0, 88]],
  pad: true,
  adjustableSpeed: true,
  load: () => import("./index"),
});
