/**
 * How a board overlay (the start prompt, the end card) comes into view: with its short appearing
 * tween, or `"at-rest"`, already settled: the same overlay drawn again on a board made afresh
 * (after a lost WebGL context), which the player has seen arrive once already.
 */
export type Appearance = "appear" | "at-rest";
