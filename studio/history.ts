/**
 * Undo and redo as a list of steps over a base picture: the current picture is the base with every
 * done step applied. Start over is a step like any other, so it can be undone. Past the limit the
 * oldest step is folded into the base. The whole history serialises to JSON to survive a reload.
 */
import {
  addStroke,
  clearPicture,
  emptyPicture,
  fillFromJson,
  fillRegion,
  fillToJson,
  isBlank,
  pictureFromJson,
  pictureToJson,
  strokeFromJson,
  strokeToJson,
  type Fill,
  type FillJson,
  type Picture,
  type PictureJson,
  type Stroke,
  type StrokeJson,
} from "./picture.ts";

export const HISTORY_LIMIT = 200;

export type Step =
  | { readonly kind: "fill"; readonly region: number; readonly colour: Fill | null }
  /** A brush or eraser stroke, and with the mirror on its reflection (in a region of its own). */
  | { readonly kind: "stroke"; readonly stroke: Stroke; readonly mirror?: Stroke }
  | { readonly kind: "start-over" };

export interface History {
  readonly base: Picture;
  readonly done: readonly Step[];
  readonly undone: readonly Step[];
  readonly current: Picture;
  readonly limit: number;
}

export function applyStep(picture: Picture, step: Step): Picture {
  switch (step.kind) {
    case "fill":
      return fillRegion(picture, step.region, step.colour);
    case "stroke":
      return step.mirror ? addStroke(addStroke(picture, step.stroke), step.mirror) : addStroke(picture, step.stroke);
    case "start-over":
      return clearPicture(picture);
  }
}

/** A step that would change nothing is not recorded, so Undo never seems to do nothing. */
function changesNothing(picture: Picture, step: Step): boolean {
  if (step.kind === "start-over") return isBlank(picture);
  if (step.kind === "fill") {
    return (
      (picture.fills.get(step.region) ?? null) === step.colour && !picture.strokes.some((s) => s.region === step.region)
    );
  }
  return step.stroke.points.length === 0;
}

export function createHistory(picture: Picture, limit = HISTORY_LIMIT): History {
  return { base: picture, done: [], undone: [], current: picture, limit };
}

export function record(history: History, step: Step): History {
  if (changesNothing(history.current, step)) return history;
  let base = history.base;
  let done = [...history.done, step];
  while (done.length > history.limit) {
    base = applyStep(base, done[0]!);
    done = done.slice(1);
  }
  return { ...history, base, done, undone: [], current: applyStep(history.current, step) };
}

export const canUndo = (history: History) => history.done.length > 0;
export const canRedo = (history: History) => history.undone.length > 0;

export function undo(history: History): History {
  const last = history.done.at(-1);
  if (!last) return history;
  const done = history.done.slice(0, -1);
  return { ...history, done, undone: [last, ...history.undone], current: done.reduce(applyStep, history.base) };
}

export function redo(history: History): History {
  const [next, ...undone] = history.undone;
  if (!next) return history;
  return { ...history, done: [...history.done, next], undone, current: applyStep(history.current, next) };
}

type StepJson =
  | { readonly k: "f"; readonly r: number; readonly c: FillJson | null }
  | { readonly k: "s"; readonly s: StrokeJson; readonly m?: StrokeJson }
  | { readonly k: "o" };

export interface HistoryJson {
  readonly v: 1;
  readonly limit: number;
  readonly base: PictureJson;
  readonly done: readonly StepJson[];
  readonly undone: readonly StepJson[];
}

function stepToJson(step: Step): StepJson {
  switch (step.kind) {
    case "fill":
      return { k: "f", r: step.region, c: step.colour === null ? null : fillToJson(step.colour) };
    case "stroke":
      return step.mirror
        ? { k: "s", s: strokeToJson(step.stroke), m: strokeToJson(step.mirror) }
        : { k: "s", s: strokeToJson(step.stroke) };
    case "start-over":
      return { k: "o" };
  }
}

function stepFromJson(json: unknown): Step | null {
  if (typeof json !== "object" || json === null) return null;
  const j = json as Record<string, unknown>;
  if (j.k === "o") return { kind: "start-over" };
  if (j.k === "s") {
    const stroke = strokeFromJson(j.s);
    if (j.m === undefined) return stroke && { kind: "stroke", stroke };
    const mirror = strokeFromJson(j.m);
    return stroke && mirror && { kind: "stroke", stroke, mirror };
  }
  if (j.k === "f" && Number.isInteger(j.r)) {
    if (j.c === null) return { kind: "fill", region: j.r as number, colour: null };
    const colour = fillFromJson(j.c);
    return colour === null ? null : { kind: "fill", region: j.r as number, colour };
  }
  return null;
}

export function historyToJson(history: History): HistoryJson {
  return {
    v: 1,
    limit: history.limit,
    base: pictureToJson(history.base),
    done: history.done.map(stepToJson),
    undone: history.undone.map(stepToJson),
  };
}

/** A stored history, or null when it is damaged or from another format. */
export function historyFromJson(json: unknown): History | null {
  if (typeof json !== "object" || json === null) return null;
  const j = json as Record<string, unknown>;
  const base = pictureFromJson(j.base);
  if (j.v !== 1 || !base || !Array.isArray(j.done) || !Array.isArray(j.undone)) return null;
  const limit = Number.isInteger(j.limit) && (j.limit as number) > 0 ? (j.limit as number) : HISTORY_LIMIT;
  const done = j.done.map(stepFromJson);
  const undone = j.undone.map(stepFromJson);
  if ([...done, ...undone].some((s) => s === null)) return null;
  const steps = done as Step[];
  return { base, done: steps, undone: undone as Step[], current: steps.reduce(applyStep, base), limit };
}

export function newHistory(page: string): History {
  return createHistory(emptyPicture(page));
}
