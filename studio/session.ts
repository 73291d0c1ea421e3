/**
 * One coloring session: the page's history, the chosen tool and colour, the keyboard's current
 * region, and what to say to a screen reader. No DOM and no PixiJS: the view draws what the
 * state says, the page's controls call these actions, and tests drive it directly.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import { mirroredStroke, strokeRegion } from "./brush.ts";
import { addOwnColour, cleanOwnColours, isHex } from "./colour.ts";
import { defaultGradient, dragGradient, isGradientStyle, type Gradient, type GradientStyle } from "./gradient.ts";
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
import { cleanRecent, colourHex, colourLabel, crayonById, isKnownColour, PALETTE, pushRecent } from "./palette.ts";
import { colourAt } from "./paint.ts";
import type { Stroke } from "./picture.ts";
import { allRegions, backgroundRegion, LINE, regionAt, type RegionMap } from "./region-map.ts";

export type Tool = "fill" | "brush" | "eraser" | "gradient" | "picker";

/** How far (map pixels) a drag must go to set a gradient's direction; a shorter one is a tap. */
export const GRADIENT_DRAG = 12;

/** Brush diameters in map pixels (the map is 1700 px wide): small, medium, large. */
export const BRUSH_SIZES = [14, 32, 64] as const;
export const BRUSH_NAMES = ["Small", "Medium", "Large"] as const;
/** A session starts with the medium brush: a first stroke shows clearly at any zoom. */
export const DEFAULT_BRUSH_SIZE: number = BRUSH_SIZES[1];

export const TOOL_NAMES: Record<Tool, string> = {
  fill: "Fill",
  brush: "Brush",
  eraser: "Eraser",
  gradient: "Gradient",
  picker: "Pick a colour",
};

export interface StudioState {
  readonly history: History;
  readonly tool: Tool;
  /** A crayon's id or an own colour's #rrggbb; a gradient's first colour. */
  readonly colour: string;
  readonly brushSize: number;
  readonly recent: readonly string[];
  /** Colours the member mixed or picked (#rrggbb, newest last), kept with the picture. */
  readonly own: readonly string[];
  /** Brush and Eraser strokes are reflected in the page's vertical centre line. */
  readonly mirror: boolean;
  readonly gradientStyle: GradientStyle;
  /** A gradient's second colour: a crayon's id or #rrggbb. */
  readonly gradientEnd: string;
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
  /** Own colours; absent in pictures saved before there were any. */
  readonly own?: readonly string[];
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
  /** Where a mirrored stroke's reflection paints (LINE: nowhere), for the live stroke. */
  mirrorRegionAt(x: number, y: number): number;
  /** The gradient a drag from start to end would give, with the region it fills (null: none). */
  gradientFor(
    start: { x: number; y: number },
    end: { x: number; y: number } | null,
  ): { region: number; gradient: Gradient } | null;
  /** A finished gradient drag (end null: a tap, the chosen style's own direction). */
  commitGradient(start: { x: number; y: number }, end: { x: number; y: number } | null): void;
  /** Takes the colour the picture shows at a map pixel into hand and into the own colours. */
  pickAt(x: number, y: number): void;
  /** Keeps a mixed colour (#rrggbb) among the own colours and takes it into hand. */
  addOwnColour(hex: string): void;
  removeOwnColour(hex: string): void;
  setMirror(on: boolean): void;
  setGradientStyle(style: GradientStyle): void;
  setGradientEnd(id: string): void;
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

const colourName = (id: string) => colourLabel(id).toLowerCase();

function restore(map: RegionMap, saved: unknown): Pick<StudioState, "history" | "colour" | "recent" | "own"> | null {
  if (typeof saved !== "object" || saved === null) return null;
  const s = saved as Partial<SavedSession>;
  const history = historyFromJson(s.history);
  if (s.v !== 1 || !history || history.current.page !== map.id) return null;
  return {
    history,
    colour: isKnownColour(s.colour) ? s.colour : PALETTE[4]!.id,
    recent: cleanRecent(s.recent),
    own: cleanOwnColours(s.own),
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
    own: restored?.own ?? [],
    mirror: false,
    gradientStyle: "top-to-bottom",
    gradientEnd: "peach",
    focus: null,
    message: { text: "", serial: 0 },
  }));
  const regions = allRegions(map);
  const get = () => store.getState();
  const say = (text: string) => store.setState({ message: { text, serial: get().message.serial + 1 } });
  const saved = (): SavedSession => {
    const { history, colour, recent, own } = get();
    return { v: 1, history: historyToJson(history), colour, recent, own };
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
  /** The tool the picker hands back to once it has taken a colour. */
  let beforePicker: Tool = "fill";

  const gradientFor: StudioSession["gradientFor"] = (start, end) => {
    const region = strokeRegion(map, [start.x, start.y]);
    const info = map.regions[region];
    if (region === LINE || !info) return null;
    const { colour, gradientEnd, gradientStyle } = get();
    const from = colourHex(colour) ?? "#ffffff";
    const to = colourHex(gradientEnd) ?? "#ffffff";
    const dragged = end !== null && Math.hypot(end.x - start.x, end.y - start.y) >= GRADIENT_DRAG;
    const gradient = dragged
      ? dragGradient(gradientStyle, from, to, start, end)
      : defaultGradient(info.bounds, gradientStyle, from, to);
    return { region, gradient };
  };
  const fillGradient = (region: number, gradient: Gradient) => {
    const { colour, gradientEnd } = get();
    const text = `Filled ${regionName(region)} with a gradient from ${colourName(colour)} to ${colourName(gradientEnd)}`;
    if (!commit(record(get().history, { kind: "fill", region, colour: gradient }), text, true)) say(text);
    else events?.coloured?.(region);
  };
  const takeColour = (hex: string, text: string) => {
    store.setState({ own: addOwnColour(get().own, hex), colour: hex.toLowerCase() });
    save();
    say(text);
  };
  const pick = (x: number, y: number) => {
    const hex = colourAt(map, get().history.current, x, y);
    store.setState({ tool: beforePicker });
    takeColour(hex, `Picked ${colourName(hex)}`);
  };

  const fill = (region: number) => {
    const info = map.regions[region];
    if (region === LINE || !info) return;
    const { tool, colour } = get();
    if (tool === "picker") return pick(info.inside.x, info.inside.y);
    if (tool === "gradient") {
      const { x, y } = info.inside;
      const g = gradientFor({ x, y }, null);
      if (g) fillGradient(region, g.gradient);
      return;
    }
    const hex = tool === "eraser" ? null : (colourHex(colour) ?? null);
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
      if (get().tool === "picker") return pick(x, y);
      const region = regionAt(map, x, y);
      if (region === LINE) return;
      if (get().focus !== null) store.setState({ focus: region });
      if (get().tool === "gradient") {
        const g = gradientFor({ x, y }, null);
        if (g) fillGradient(g.region, g.gradient);
        return;
      }
      fill(region);
    },
    strokeRegionAt: (x, y) => strokeRegion(map, [x, y]),
    mirrorRegionAt: (x, y) =>
      get().mirror ? (mirroredStroke(map, { region: LINE, points: [x, y] })?.region ?? LINE) : LINE,
    gradientFor,
    commitGradient(start, end) {
      const g = gradientFor(start, end);
      if (g) fillGradient(g.region, g.gradient);
    },
    pickAt: pick,
    addOwnColour(hex) {
      if (isHex(hex)) takeColour(hex, `Added ${colourName(hex)} to your colours`);
    },
    removeOwnColour(hex) {
      const own = get().own.filter((c) => c !== hex.toLowerCase());
      if (own.length === get().own.length) return;
      store.setState({ own });
      save();
      say(`Removed ${colourName(hex)} from your colours`);
    },
    setMirror(on) {
      store.setState({ mirror: on });
      say(on ? "Mirror on" : "Mirror off");
    },
    setGradientStyle(style) {
      if (!isGradientStyle(style)) return;
      store.setState({ gradientStyle: style });
    },
    setGradientEnd(id) {
      if (!isKnownColour(id)) return;
      store.setState({ gradientEnd: id });
      say(`Second colour ${colourName(id)}`);
    },
    commitStroke(points) {
      const region = strokeRegion(map, points);
      if (region === LINE) return null;
      const { tool, colour, brushSize, mirror } = get();
      const hex = tool === "eraser" ? null : (colourHex(colour) ?? null);
      const stroke: Stroke = {
        region,
        colour: hex,
        size: brushSize,
        points: points.map((p) => Math.round(p)),
      };
      const reflection = mirror ? mirroredStroke(map, stroke) : null;
      const where =
        reflection && reflection.region !== region
          ? `${regionName(region)} and ${regionName(reflection.region)}`
          : regionName(region);
      const text = hex === null ? `Erased part of ${where}` : `Painted ${where} with ${colourName(colour)}`;
      const step = reflection
        ? { kind: "stroke" as const, stroke, mirror: reflection }
        : { kind: "stroke" as const, stroke };
      if (commit(record(get().history, step), text, hex !== null) && hex !== null) {
        events?.coloured?.(region);
        if (reflection && reflection.region !== region) events?.coloured?.(reflection.region);
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
      if (tool === "picker" && get().tool !== "picker") beforePicker = get().tool;
      store.setState({ tool });
      say(TOOL_NAMES[tool]);
    },
    setColour(id) {
      if (!isKnownColour(id)) return;
      const tool = get().tool;
      const back = tool === "picker" ? beforePicker : tool;
      store.setState({ colour: id, tool: back === "eraser" ? "fill" : back });
      say(colourLabel(id));
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
