import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Memory Match before its code loads: words and numbers only. */
export default registerGame({
  id: "memory",
  title: "Memory Match",
  description: "Flip the cards and find every matching pair.",
  imageAlt: "Memory Match in play: sixteen lavender cards, two of them turned over showing a flower and a planet.",
  best,
  aspect: { width: 1, height: 1 },
  // What `npm run hud-heights -- memory` measures; its room is kept while the game loads.
  hudHeight: [
    [0, 99],
    [640, 56],
  ],
  load: () => import("./index"),
});
