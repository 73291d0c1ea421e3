/**
 * "Watch it again": the picture's history as a short film. The frames are the pictures after each
 * step since the last Start over (what came before it is not part of how this picture was made),
 * thinned to a few dozen for a long history so the whole film lasts a few seconds.
 */
import { applyStep, type History } from "./history.ts";
import { emptyPicture, isBlank, type Picture } from "./picture.ts";

export interface ReplayPlan {
  /** Pictures in order: the first is where the film starts, the last is the picture as it is now. */
  readonly frames: readonly Picture[];
  /** How long each frame shows, ms. */
  readonly frameMs: number;
  /** How long the finished picture stays at the end, ms. */
  readonly holdMs: number;
}

export const REPLAY_MAX_FRAMES = 48;
/** The film, not counting the final hold: a few seconds whatever the history's length. */
export const REPLAY_MS = 4000;

/** Every picture the history passed through since its last Start over, in order. */
export function replayPictures(history: History): Picture[] {
  const done = history.done;
  const lastStartOver = done.findLastIndex((s) => s.kind === "start-over");
  let picture = lastStartOver >= 0 ? emptyPicture(history.base.page) : history.base;
  const pictures = [picture];
  for (const step of done.slice(lastStartOver + 1)) {
    picture = applyStep(picture, step);
    pictures.push(picture);
  }
  // The same object as the history's own, so a view showing it already redraws nothing at the end.
  pictures[pictures.length - 1] = history.current;
  return pictures;
}

/** The film of a history: at most maxFrames frames, always its start and the picture now. */
export function planReplay(history: History, maxFrames = REPLAY_MAX_FRAMES, totalMs = REPLAY_MS): ReplayPlan {
  const all = replayPictures(history);
  let frames = all;
  if (all.length > maxFrames) {
    frames = [];
    for (let i = 0; i < maxFrames; i++) frames.push(all[Math.round((i * (all.length - 1)) / (maxFrames - 1))]!);
  }
  const frameMs = Math.max(60, Math.min(400, Math.round(totalMs / Math.max(1, frames.length - 1))));
  return { frames, frameMs, holdMs: 1200 };
}

/** Whether there is anything to watch. */
export const hasReplay = (history: History) => !isBlank(history.current);
