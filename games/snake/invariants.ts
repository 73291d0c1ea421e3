import { SNAKE, isInsideBoard, sameCell, type SnakeState } from "./rules";

/** Rules a Snake state must always keep; returns the ones it breaks (none for a sound state). */
export function brokenRules(state: SnakeState): string[] {
  const broken: string[] = [];
  if (state.body.length === 0) broken.push("the snake has no body");
  state.body.forEach((cell, i) => {
    if (!isInsideBoard(cell)) broken.push(`body cell ${i} (${cell.x},${cell.y}) is off the board`);
    if (state.body.findIndex((other) => sameCell(other, cell)) !== i)
      broken.push(`body cell ${i} (${cell.x},${cell.y}) repeats an earlier cell`);
  });
  for (let i = 1; i < state.body.length; i += 1) {
    const [a, b] = [state.body[i - 1]!, state.body[i]!];
    // In Zen the walls wrap, so cells on opposite edges touch too.
    const n = SNAKE.gridSize;
    const dx = Math.abs(a.x - b.x);
    const dy = Math.abs(a.y - b.y);
    const apart = state.zen ? Math.min(dx, n - dx) + Math.min(dy, n - dy) : dx + dy;
    if (apart !== 1) broken.push(`body cells ${i - 1} and ${i} do not touch`);
  }
  if (!isInsideBoard(state.food)) broken.push("the snack is off the board");
  if (state.phase !== "over" && state.body.some((cell) => sameCell(cell, state.food)))
    broken.push("the snack lies under the snake");
  if (state.score < 0 || state.score % SNAKE.foodPoints !== 0)
    broken.push(`score ${state.score} is not a count of snacks`);
  if (state.pendingTurns.length > SNAKE.maxBufferedTurns) broken.push("more turns wait than the buffer holds");
  return broken;
}
