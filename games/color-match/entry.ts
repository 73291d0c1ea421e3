import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Color Match before its code loads: words and numbers only. */
export default registerGame({
  id: "color-match",
  title: "Color Match",
  description: "Watch the colours light up, then repeat the pattern.",
  imageAlt:
    "Color Match in play: four pads, a pink heart, a mint circle, a blue star and a yellow triangle, with the pink one lit.",
  best,
  aspect: { width: 10, height: 7 },
  // What `npm run hud-heights -- color-match` measures; its room is kept while the game loads.
  hudHeight: [
    [0, 231],
    [326, 204],
    [412, 148],
    [664, 88],
  ],
  adjustableSpeed: true,
  load: () => import("./index"),
});
