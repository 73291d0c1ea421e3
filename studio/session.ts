/**
 * One coloring session: the page's history, the chosen tool and colour, the keyboard's current
 * region, and what to say to a screen reader. No DOM and no PixiJS: the view draws what the
 * state says, the page's controls call these actions, and tests drive it directly.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import { strokeRegion } from "./brush.ts";
import {
  canRedo,
  canUndo,
  historyFromJson,
  historyToJson,
  newHistory,
  record,
  redo,
  undo,
  type History,
  type HistoryJson,
} from "./history.ts";
import { firstRegion, nearestInDirection, type Direction } from "./navigate.ts";
import { cleanRecent, crayonById, PALETTE, pushRecent } from "./palette.ts";
import type { Stroke } from "./picture.ts";
import { allRegions, backgroundRegion, LINE, regionAt, type RegionMap } from "./region-map.ts";

export type Tool = "fill" | "brush" | "eraser";

/** Brush diameters in map pixels (the map is 1700 px wide): small, medium, large. */
export const BRUSH_SIZES = [14, 32, 64] as const;
export const BRUSH_NAMES = ["Small", "Medium", "Large"] as const;
/** A session starts with the medium brush: a first stroke shows clearly at any zoom. */
export const DEFAULT_BRUSH_SIZE: number = BRUSH_SIZES[1];

export interface StudioState {
  readonly history: History;
  readonly tool: Tool;
  readonly colour: string;
  readonly brushSize: number;
  readonly recent: readonly string[];
  /** The region arrow keys move from and Enter fills; null until the keyboard is used. */
  readonly focus: number | null;
  /** For the polite live region; `serial` changes so the same words are said again. */
  readonly message: { readonly text: string; readonly serial: number };
}

/** Where the session keeps its work: one slot per page (the site decides the key). */
export interface SessionStorage {
  load(): unknown;
  /**
   * Called after every change with a maker of the stored form, which reads the session's newest
   * state: a storage that writes a moment later makes and writes it once for a burst of changes.
   */
  save(saved: () => SavedSession): void;
}

export interface SavedSession {
  readonly v: 1;
  readonly history: HistoryJson;
  readonly colour: string;
  readonly recent: readonly string[];
}

export interface StudioSession {
  readonly store: StoreApi<StudioState>;
  readonly map: RegionMap;
  fillRegion(region: number): void;
  /** A tap or click at a map pixel, with the current tool. */
  tapAt(x: number, y: number): void;
  /** A finished brush or eraser stroke through map pixels; returns the stroke recorded, if any. */
  commitStroke(points: readonly number[]): Stroke | null;
  /** The region a stroke starting there would paint (LINE: none). */
  strokeRegionAt(x: number, y: number): number;
  undo(): void;
  redo(): void;
  startOver(): void;
  setTool(tool: Tool): void;
  setColour(id: string): void;
  setBrushSize(index: number): void;
  move(direction: Direction): void;
  fillFocus(): void;
  /** Shows the focus marker where it was (or on the first region), as the drawing takes focus. */
  showFocus(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  say(text: string): void;
}

const colourName = (id: string) => (crayonById(id)?.name ?? "white").toLowerCase();

function restore(map: RegionMap, saved: unknown): Pick<StudioState, "history" | "colour" | "recent"> | null {
  if (typeof saved !== "object" || saved === null) return null;
  const s = saved as Partial<SavedSession>;
  const history = historyFromJson(s.history);
  if (s.v !== 1 || !history || history.current.page !== map.id) return null;
  return {
    history,
    colour: typeof s.colour === "string" && crayonById(s.colour) ? s.colour : PALETTE[4]!.id,
    recent: cleanRecent(s.recent),
  };
}

/** What the site hears of the session besides its state: a part given colour by a tap or a stroke. */
export interface SessionEvents {
  coloured?(region: number): void;
}

export function createSession(map: RegionMap, storage?: SessionStorage, events?: SessionEvents): StudioSession {
  const restored = restore(map, storage?.load());
  const store = createStore<StudioState>()(() => ({
    history: restored?.history ?? newHistory(map.id),
    tool: "fill",
    colour: restored?.colour ?? PALETTE[4]!.id,
    brushSize: DEFAULT_BRUSH_SIZE,
    recent: restored?.recent ?? [],
    focus: null,
    message: { text: "", serial: 0 },
  }));
  const regions = allRegions(map);
  const get = () => store.getState();
  const say = (text: string) => store.setState({ message: { text, serial: get().message.serial + 1 } });
  const saved = (): SavedSession => {
    const { history, colour, recent } = get();
    return { v: 1, history: historyToJson(history), colour, recent };
  };
  const save = () => storage?.save(saved);
  const commit = (history: History, text: string, usedColour = false) => {
    if (history === get().history) return false;
    const recent = usedColour ? pushRecent(get().recent, get().colour) : get().recent;
    store.setState({ history, recent });
    save();
    say(text);
    return true;
  };
  const regionName = (id: number) => map.regions[id]?.name ?? `area ${id}`;

  const fill = (region: number) => {
    if (region === LINE || !map.regions[region]) return;
    const { tool, colour } = get();
    const hex = tool === "eraser" ? null : (crayonById(colour)?.hex ?? null);
    const text =
      hex === null ? `Erased ${regionName(region)}` : `Filled ${regionName(region)} with ${colourName(colour)}`;
    if (!commit(record(get().history, { kind: "fill", region, colour: hex }), text, hex !== null)) say(text);
    else if (hex !== null) events?.coloured?.(region);
  };

  return {
    store,
    map,
    fillRegion: fill,
    tapAt(x, y) {
      const region = regionAt(map, x, y);
      if (region === LINE) return;
      if (get().focus !== null) store.setState({ focus: region });
      fill(region);
    },
    strokeRegionAt: (x, y) => strokeRegion(map, [x, y]),
    commitStroke(points) {
      const region = strokeRegion(map, points);
      if (region === LINE) return null;
      const { tool, colour, brushSize } = get();
      const hex = tool === "eraser" ? null : (crayonById(colour)?.hex ?? null);
      const stroke: Stroke = {
        region,
        colour: hex,
        size: brushSize,
        points: points.map((p) => Math.round(p)),
      };
      const text =
        hex === null
          ? `Erased part of ${regionName(region)}`
          : `Painted ${regionName(region)} with ${colourName(colour)}`;
      if (commit(record(get().history, { kind: "stroke", stroke }), text, hex !== null) && hex !== null) {
        events?.coloured?.(region);
      }
      return stroke;
    },
    undo() {
      if (canUndo(get().history)) commit(undo(get().history), "Undone");
    },
    redo() {
      if (canRedo(get().history)) commit(redo(get().history), "Redone");
    },
    startOver() {
      commit(
        record(get().history, { kind: "start-over" }),
        "Started over with a blank page. Undo brings the picture back.",
      );
    },
    setTool(tool) {
      store.setState({ tool });
      say(tool === "fill" ? "Fill" : tool === "brush" ? "Brush" : "Eraser");
    },
    setColour(id) {
      if (!crayonById(id)) return;
      store.setState({ colour: id, tool: get().tool === "eraser" ? "fill" : get().tool });
      say(crayonById(id)!.name);
    },
    setBrushSize(index) {
      const size = BRUSH_SIZES[index];
      if (size === undefined) return;
      store.setState({ brushSize: size });
      say(`${BRUSH_NAMES[index]} brush`);
    },
    move(direction) {
      const from = get().focus ?? firstRegion(regions, backgroundRegion(map));
      if (from === null) return;
      const next = get().focus === null ? from : (nearestInDirection(regions, from, direction) ?? from);
      store.setState({ focus: next });
      say(regionName(next));
    },
    fillFocus() {
      const focus = get().focus;
      if (focus !== null) fill(focus);
    },
    showFocus() {
      if (get().focus !== null) return;
      const first = firstRegion(regions, backgroundRegion(map));
      if (first !== null) store.setState({ focus: first });
    },
    canUndo: () => canUndo(get().history),
    canRedo: () => canRedo(get().history),
    say,
  };
}

export { PALETTE, crayonById };
