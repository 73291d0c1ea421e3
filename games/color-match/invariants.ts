import { colourCount, type ColorMatchState } from "./rules";

/** Points after n completed rounds: round k scores k (its sequence's length). */
const pointsAfter = (rounds: number) => (rounds * (rounds + 1)) / 2;

/** Rules a Color Match state must always keep; returns the ones it breaks (none for a sound state). */
export function brokenRules(state: ColorMatchState): string[] {
  const broken: string[] = [];
  const count = colourCount(state.difficulty);
  const length = state.sequence.length;
  const isPad = (pad: number) => Number.isInteger(pad) && pad >= 0 && pad < count;
  if (!state.sequence.every(isPad)) broken.push(`a pad in the sequence is not one of the ${count} colours`);
  if (state.lit !== null && !isPad(state.lit)) broken.push(`lit pad ${state.lit} does not exist`);
  if (state.lit !== null && state.phase !== "showing") broken.push(`a pad is lit in phase ${state.phase}`);
  if (!isPad(state.cursor)) broken.push(`cursor on pad ${state.cursor}, which does not exist`);
  if (state.phase === "ready" && (length !== 0 || state.score !== 0)) broken.push("ready, but a game is under way");
  if (state.phase !== "ready" && length === 0) broken.push(`phase ${state.phase} with no sequence`);
  if (state.playIndex < 0 || state.playIndex > length) broken.push(`playback at ${state.playIndex} of ${length}`);
  if (state.inputIndex < 0 || state.inputIndex > length) broken.push(`input at ${state.inputIndex} of ${length}`);
  if (state.phase !== "ready") {
    const completed = state.phase === "between" ? length : length - 1;
    // Practice may stop between rounds, after the last one's points came in.
    const stoppedBetween = state.practice && state.phase === "over" && state.score === pointsAfter(length);
    if (state.score !== pointsAfter(completed) && !stoppedBetween)
      broken.push(`score ${state.score} after ${completed} completed rounds`);
  }
  return broken;
}
