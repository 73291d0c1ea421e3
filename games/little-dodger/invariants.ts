import { DODGER, playerMaxX, playerMinX, type DodgerState } from "./rules";

/** Rules a Little Dodger state must always keep; returns the ones it breaks (none for a sound state). */
export function brokenRules(state: DodgerState): string[] {
  const broken: string[] = [];
  const { lives, x } = state.player;
  if (!Number.isInteger(lives) || lives < 0 || lives > DODGER.maxLives)
    broken.push(`lives ${lives} not between 0 and ${DODGER.maxLives}`);
  if (state.phase === "playing" && lives === 0) broken.push("still playing with no lives left");
  // Drift loses no lives: its round ends when the player stops, with every life still there.
  if (state.drift && lives < DODGER.startLives) broken.push(`Drift lost a life: ${lives}`);
  if (state.phase === "gameOver" && lives !== 0 && !state.drift) broken.push(`game over with ${lives} lives`);
  if (!Number.isFinite(x) || x < playerMinX() || x > playerMaxX()) broken.push(`player x ${x} outside the field`);
  if (!Number.isInteger(state.score) || state.score < 0) broken.push(`score ${state.score} is not a count`);
  if (!Number.isInteger(state.level) || state.level < 1) broken.push(`level ${state.level} below 1`);
  if ((state.phase === "countdown") !== (state.countdown !== null))
    broken.push(`phase ${state.phase} with countdown ${state.countdown}`);
  const ids = new Set(state.blocks.map((block) => block.id));
  if (ids.size !== state.blocks.length) broken.push("two blocks share an id");
  for (const block of state.blocks) {
    if (![block.x, block.y, block.width, block.height].every(Number.isFinite))
      broken.push(`block ${block.id} has no real position`);
    if (block.id >= state.nextBlockId) broken.push(`block ${block.id} is newer than the id counter`);
  }
  return broken;
}
