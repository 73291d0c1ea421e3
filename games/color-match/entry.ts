import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Color Match before its code loads: words and numbers only. */
export default registerGame({
  id: "color-match",
  title: "Color Match",
  description: "Watch the colours light up, then repeat the pattern.",
  imageAlt: "A round pad of four pastel buttons, pink, mint, blue and yellow, around a little star.",
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
