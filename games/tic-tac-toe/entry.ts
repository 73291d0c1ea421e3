import { registerGame } from "../registry";
import { best } from "./best";

/** What the site shows of Tic-Tac-Toe before its code loads: words and numbers only. */
export default registerGame({
  id: "tic-tac-toe",
  title: "Tic-Tac-Toe",
  description: "Three in a row against a friend or the computer.",
  imageAlt: "A lavender tic-tac-toe grid where three pink crosses win along the diagonal against two mint circles.",
  best,
  aspect: { width: 1, height: 1 },
  load: () => import("./index"),
});
