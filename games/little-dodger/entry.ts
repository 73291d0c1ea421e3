import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Little Dodger before its code loads: words and numbers only. */
export default registerGame({
  id: "little-dodger",
  title: "Little Dodger",
  description: "Float through space and dodge the falling blocks.",
  imageAlt: "Little Dodger in play: a smiling lavender ball at the foot of a starry sky as a yellow block falls.",
  best,
  aspect: { width: 4, height: 3 },
  // What `npm run hud-heights -- little-dodger` measures; its room is kept while the game loads.
  hudHeight: [
    [0, 130],
    [342, 88],
  ],
  pad: true,
  adjustableSpeed: true,
  load: () => import("./index"),
});
