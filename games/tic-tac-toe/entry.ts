import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Tic-Tac-Toe before its code loads: words and numbers only. */
export default registerGame({
  id: "tic-tac-toe",
  title: "Tic-Tac-Toe",
  description: "Three in a row against a friend or the computer.",
  imageAlt: "Tic-Tac-Toe in play: a pink cross in the centre and a mint ring in a corner.",
  best,
  aspect: { width: 1, height: 1 },
  // What `npm run hud-heights -- tic-tac-toe` measures; its room is kept while the game loads.
  hudHeight: [
    [0, 202],
    [322, 146],
    [588, 86],
  ],
  load: () => import("./index"),
});
