/**
 * The replay on a 2D canvas: each frame of the plan painted at print resolution where it changed
 * (the same painters as the screen), scaled down with the line art multiplied over it. Played on
 * screen, or recorded as a short WebM (MediaRecorder on the canvas's stream) or, where a browser
 * has no MediaRecorder, an animated GIF. Either file stays under REPLAY_MAX_BYTES.
 */
import { changedParts, paintPicture, paintRegion, wholePicture } from "./paint.ts";
import type { Picture } from "./picture.ts";
import { boundsUnion, type Bounds, type RegionMap } from "./region-map.ts";
import type { ReplayPlan } from "./replay.ts";

export const REPLAY_MAX_BYTES = 5 * 1024 * 1024;
/** The film's width; its height keeps the page's shape (even numbers suit video encoders). */
export const FILM_WIDTH = 440;

export interface ReplayPainter {
  readonly canvas: HTMLCanvasElement;
  draw(picture: Picture): void;
}

export function filmSize(map: RegionMap): { width: number; height: number } {
  const height = Math.round((FILM_WIDTH * map.height) / map.width / 2) * 2;
  return { width: FILM_WIDTH, height };
}

/** `readBack`: the film's pixels will be read back frame by frame (the GIF encoder does). */
export function createReplayPainter(
  map: RegionMap,
  lineArt: CanvasImageSource,
  canvas: HTMLCanvasElement,
  readBack = false,
): ReplayPainter {
  const { width, height } = filmSize(map);
  canvas.width = width;
  canvas.height = height;
  const full = document.createElement("canvas");
  full.width = map.width;
  full.height = map.height;
  const fullContext = full.getContext("2d")!;
  const image = fullContext.createImageData(map.width, map.height);
  const words = new Uint32Array(image.data.buffer);
  // The lines once at the film's size, so a frame multiplies a small picture, not the print-size one.
  const lines = document.createElement("canvas");
  lines.width = width;
  lines.height = height;
  const linesContext = lines.getContext("2d")!;
  linesContext.imageSmoothingQuality = "high";
  linesContext.drawImage(lineArt, 0, 0, width, height);
  const context = canvas.getContext("2d", { willReadFrequently: readBack })!;
  context.imageSmoothingQuality = "high";
  let shown: Picture | null = null;

  return {
    canvas,
    draw(picture) {
      let dirty: Bounds | null = wholePicture(map);
      if (shown === null) paintPicture(words, map, picture);
      else {
        dirty = null;
        for (const [region, clip] of changedParts(map, shown, picture)) {
          const bounds = clip ?? map.regions[region]?.bounds;
          if (!bounds) continue;
          paintRegion(words, map, picture, region, wholePicture(map), { clip: bounds });
          dirty = dirty ? boundsUnion(dirty, bounds) : bounds;
        }
      }
      shown = picture;
      if (dirty) fullContext.putImageData(image, 0, 0, dirty.x, dirty.y, dirty.width, dirty.height);
      context.globalCompositeOperation = "copy";
      context.drawImage(full, 0, 0, width, height);
      context.globalCompositeOperation = "multiply";
      context.drawImage(lines, 0, 0);
      context.globalCompositeOperation = "source-over";
    },
  };
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Plays the plan on the painter's canvas; resolves when it ends or is stopped. */
export async function playReplay(plan: ReplayPlan, painter: ReplayPainter, signal?: AbortSignal): Promise<void> {
  for (const [i, frame] of plan.frames.entries()) {
    if (signal?.aborted) return;
    painter.draw(frame);
    await wait(i === plan.frames.length - 1 ? plan.holdMs : plan.frameMs, signal);
  }
}

export interface ReplayFile {
  readonly blob: Blob;
  /** "webm" or "gif": the file name's ending. */
  readonly extension: string;
}

function videoType(): string | null {
  if (typeof MediaRecorder === "undefined" || typeof HTMLCanvasElement.prototype.captureStream !== "function") {
    return null;
  }
  return (
    ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"].find((t) => MediaRecorder.isTypeSupported(t)) ??
    null
  );
}

/**
 * The replay as a file: a WebM recorded while it plays on a painter's canvas, else an animated GIF.
 * `painter(readBack)` makes a painter on a canvas of its own.
 */
export async function recordReplay(
  plan: ReplayPlan,
  painter: (readBack: boolean) => ReplayPainter,
  signal?: AbortSignal,
): Promise<ReplayFile> {
  const type = videoType();
  const file = type ? await recordVideo(plan, painter(false), type, signal) : await encodeGif(plan, painter(true));
  if (file.blob.size > REPLAY_MAX_BYTES) throw new Error(`the replay came to ${file.blob.size} bytes`);
  return file;
}

async function recordVideo(plan: ReplayPlan, painter: ReplayPainter, type: string, signal?: AbortSignal) {
  const ms = plan.frameMs * plan.frames.length + plan.holdMs;
  // Bits a second that keep the whole film within half the limit, and no more than a sharp film needs.
  const bits = Math.min(2_500_000, Math.floor((REPLAY_MAX_BYTES * 8 * 0.5) / (ms / 1000)));
  const stream = painter.canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: bits });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  painter.draw(plan.frames[0]!);
  recorder.start(250);
  await playReplay(plan, painter, signal);
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  return { blob: new Blob(chunks, { type: "video/webm" }), extension: "webm" };
}

async function encodeGif(plan: ReplayPlan, painter: ReplayPainter) {
  const { GIFEncoder, applyPalette, quantize } = await import("gifenc");
  const gif = GIFEncoder();
  const context = painter.canvas.getContext("2d")!;
  const { width, height } = painter.canvas;
  for (const [i, frame] of plan.frames.entries()) {
    painter.draw(frame);
    const { data } = context.getImageData(0, 0, width, height);
    const palette = quantize(data, 256);
    const delay = i === plan.frames.length - 1 ? plan.holdMs : plan.frameMs;
    gif.writeFrame(applyPalette(data, palette), width, height, { palette, delay });
    // Let the page breathe between frames: quantizing one takes a few tens of ms.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  gif.finish();
  return { blob: new Blob([gif.bytes()], { type: "image/gif" }), extension: "gif" };
}
