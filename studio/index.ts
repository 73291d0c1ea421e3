/**
 * The studio's one entry for the site (loaded lazily, with PixiJS): open a page's session and
 * drawing, and everything the page's controls call.
 */
import { coloredFileName } from "./file-name.ts";
import { pictureToPng } from "./export-png.ts";
import { fetchLineArt, fetchRegionMap } from "./quick.ts";
import type { RegionMap } from "./region-map.ts";
import { createReplayPainter, recordReplay, type ReplayFile, type ReplayPainter } from "./replay-film.ts";
import { planReplay } from "./replay.ts";
import { createSession, type SessionEvents, type SessionStorage, type StudioSession } from "./session.ts";
import { mountStudioView, type StudioView } from "./view/studio-view.ts";

export {
  BRUSH_NAMES,
  BRUSH_SIZES,
  DEFAULT_BRUSH_SIZE,
  type SessionEvents,
  TOOL_NAMES,
  type SessionStorage,
  type StudioSession,
  type StudioState,
  type Tool,
} from "./session.ts";
export { PALETTE, colourHex, colourLabel, crayonById, type Crayon } from "./palette.ts";
export { isFinished, pictureProgress, progressText, type Progress } from "./progress.ts";
export { coloursUsed } from "./picture.ts";
export type { Direction } from "./navigate.ts";
export { colourName, hexToHsl, hslToHex, OWN_COLOUR_LIMIT, type Hsl } from "./colour.ts";
export { GRADIENT_STYLES, type GradientStyle } from "./gradient.ts";
export { hasReplay, planReplay, type ReplayPlan } from "./replay.ts";
export { playReplay, REPLAY_MAX_BYTES, type ReplayFile, type ReplayPainter } from "./replay-film.ts";
export type { StudioView } from "./view/studio-view.ts";
export { coloredFileName };

export { regionFileUrl } from "./quick.ts";

export interface OpenedPage {
  readonly map: RegionMap;
  readonly lineArt: ImageBitmap;
}

/**
 * Fetches a page's region map and line art, or takes what the quick start already has (`map`, and
 * the line art's download as a promise); the map's line pixels near a region go to it (see paint.ts).
 */
export async function openPage(id: string, lineArt: string | Promise<Blob>, map?: RegionMap): Promise<OpenedPage> {
  const lines = typeof lineArt === "string" ? fetchLineArt(id, lineArt) : lineArt;
  const [opened, bitmap] = await Promise.all([
    map ?? fetchRegionMap(id),
    lines.then((blob) => createImageBitmap(blob)),
  ]);
  return { map: opened, lineArt: bitmap };
}

export interface Studio {
  readonly session: StudioSession;
  readonly view: StudioView;
  /** The picture as a PNG (Save picture, Print, a contest entry). */
  picturePng(): Promise<Blob>;
  /** Paints the replay's frames on a canvas of the film's size. */
  replayPainter(canvas: HTMLCanvasElement): ReplayPainter;
  /** The replay as a short video (or an animated GIF), made on a canvas of its own. */
  saveReplay(): Promise<ReplayFile>;
  destroy(): void;
}

export async function startStudio(options: {
  page: OpenedPage;
  /** The quick start's session over the same map, taken over as it is (storage and events are its own). */
  session?: StudioSession;
  storage: SessionStorage;
  events?: SessionEvents;
  canvasHost: HTMLElement;
  surface: HTMLElement;
  onContextLost?(lost: boolean): void;
}): Promise<Studio> {
  const { map, lineArt } = options.page;
  const session = options.session ?? createSession(map, options.storage, options.events);
  const view = await mountStudioView({
    canvasHost: options.canvasHost,
    surface: options.surface,
    session,
    lineArt,
    onContextLost: options.onContextLost,
  });
  return {
    session,
    view,
    picturePng: () => pictureToPng(map, session.store.getState().history.current, lineArt),
    replayPainter: (canvas) => createReplayPainter(map, lineArt, canvas),
    saveReplay: () =>
      recordReplay(planReplay(session.store.getState().history), (readBack) =>
        createReplayPainter(map, lineArt, document.createElement("canvas"), readBack),
      ),
    destroy: () => view.unmount(),
  };
}
