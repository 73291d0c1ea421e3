/**
 * The drawing on the engine's canvas app: the colour layer (a CPU pixel layer at the region map's
 * size, in tiles, repainted only in the regions a change touched and the tiles they reach), the
 * line art multiplied over it, the keyboard's focus marker, and strokes painted live under the finger.
 */
import { ImageSource, Sprite, Texture } from "pixi.js";
import { createPixelLayer, mountCanvasApp, type MountedCanvasApp } from "@station/engine/canvas";
import { mirrorPoints, strokeMask } from "../brush.ts";
import { colourHex } from "../palette.ts";
import { changedParts, paintMask, paintPicture, paintRegion, rgbaWord, wholePicture } from "../paint.ts";
import { fillRegion, type Picture } from "../picture.ts";
import { LINE, type Bounds } from "../region-map.ts";
import type { StudioSession } from "../session.ts";
import { tileRegions } from "../tile-regions.ts";
import { focusSprite } from "./focus-marker.ts";
import { leftSprite } from "./left-marker.ts";
import { mirrorAxis } from "./mirror-axis.ts";

export interface StudioViewOptions {
  canvasHost: HTMLElement;
  surface: HTMLElement;
  session: StudioSession;
  lineArt: ImageBitmap;
  onContextLost?(lost: boolean): void;
}

export interface StudioView {
  readonly canvas: MountedCanvasApp;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** Marks the given parts (those still paper) until `hideLeft` or the next change to the picture. */
  showLeft(regions: readonly number[]): void;
  hideLeft(): void;
  /** Draws pending changes and renders at once (tests and the benchmark time this). */
  renderNow(): void;
  unmount(): void;
}

export async function mountStudioView(options: StudioViewOptions): Promise<StudioView> {
  const { session } = options;
  const map = session.map;
  const layer = createPixelLayer(map.width, map.height, { opaque: true });
  let shown: Picture = session.store.getState().history.current;

  /** Paints each tile of the layer that holds part of bounds; marks those whose pixels changed. */
  const paintTiles = (bounds: Bounds, paint: (words: Uint32Array, area: Bounds) => boolean) => {
    for (const i of layer.tilesAt(bounds)) {
      const tile = layer.tiles[i]!;
      if (paint(tile.words, tile.bounds)) layer.touch(i);
    }
  };
  paintTiles(wholePicture(map), (words, area) => {
    paintPicture(words, map, shown, area);
    return true;
  });

  const lines = new Sprite(new Texture({ source: new ImageSource({ resource: options.lineArt }) }));
  lines.width = map.width;
  lines.height = map.height;
  lines.blendMode = "multiply";
  let marker: { region: number; sprite: Sprite } | null = null;

  /**
   * A stroke under way: painted straight into the layer, recorded when the finger lifts. With the
   * mirror on, its reflection paints live too, in the region the reflection started in.
   */
  let live: { region: number; mirror: number; points: number[]; word: number } | null = null;
  /** A gradient drag under way: previewed in its region at the next frame, recorded on lift. */
  let dragging: { start: { x: number; y: number }; end: { x: number; y: number }; region: number } | null = null;
  let previewDue = false;

  const holds = tileRegions(
    map,
    layer.tiles.map((t) => t.bounds),
  );
  /** Repaints regions, each in full (null) or within the bounds given. */
  const repaint = (parts: Map<number, Bounds | null>) => {
    for (const [region, clip] of parts) {
      const bounds = clip ?? map.regions[region]?.bounds;
      if (!bounds) continue;
      for (const i of layer.tilesAt(bounds)) {
        if (!holds.has(i, region)) continue;
        const tile = layer.tiles[i]!;
        const options = clip ? { clip } : { whole: holds.fills(i, region) };
        if (paintRegion(tile.words, map, shown, region, tile.bounds, options)) layer.touch(i);
      }
    }
  };

  const axis = mirrorAxis(map);
  const previewGradient = () => {
    previewDue = false;
    const g = dragging && session.gradientFor(dragging.start, dragging.end);
    if (!g) return;
    // The region as it would be: repainted from a picture with the gradient in it, not yet recorded.
    const preview = fillRegion(shown, g.region, g.gradient);
    const bounds = map.regions[g.region]!.bounds;
    for (const i of layer.tilesAt(bounds)) {
      if (!holds.has(i, g.region)) continue;
      const tile = layer.tiles[i]!;
      if (paintRegion(tile.words, map, preview, g.region, tile.bounds, { whole: holds.fills(i, g.region) })) {
        layer.touch(i);
      }
    }
  };

  const canvas = await mountCanvasApp({
    canvasHost: options.canvasHost,
    surface: options.surface,
    size: { width: map.width, height: map.height },
    margin: 8,
    onContextLost: options.onContextLost,
    create(scene) {
      scene.content.addChild(layer.view, lines, axis);
      return {
        beforeRender: () => {
          if (previewDue) previewGradient();
          layer.flush();
        },
        destroy() {
          layer.destroy();
          lines.texture.destroy(true);
        },
      };
    },
    // Fill: a tap fills, a drag moves the picture. Brush and eraser: a drag paints.
    // Pick a colour taps like Fill; a gradient's drag sets its direction, so it strokes.
    pointerMode: () => (["fill", "picker"].includes(session.store.getState().tool) ? "tap" : "stroke"),
    onTap(event) {
      if (["fill", "picker"].includes(session.store.getState().tool))
        session.tapAt(Math.round(event.contentX), Math.round(event.contentY));
    },
    onStroke(event) {
      const x = Math.round(event.contentX);
      const y = Math.round(event.contentY);
      const { tool, colour, brushSize } = session.store.getState();
      if (tool === "fill" || tool === "picker") return;
      if (tool === "gradient") return gradientDrag(event.kind, x, y);
      if (event.kind === "down") {
        const region = session.strokeRegionAt(x, y);
        if (region === LINE) return;
        const hex = tool === "eraser" ? null : (colourHex(colour) ?? null);
        live = { region, mirror: session.mirrorRegionAt(x, y), points: [x, y], word: rgbaWord(hex) };
      } else if (!live) return;
      else if (event.kind === "move") {
        const [lx, ly] = live.points.slice(-2) as [number, number];
        if (lx === x && ly === y) return;
        live.points.push(x, y);
      }
      if (event.kind === "cancel") {
        const { region, mirror } = live;
        live = null;
        repaint(new Map([[region, null]]));
        if (mirror !== LINE) repaint(new Map([[mirror, null]]));
        canvas.requestRender();
        return;
      }
      if (event.kind === "up") {
        const points = live.points;
        live = null;
        session.commitStroke(points);
        return;
      }
      const segment = live.points.slice(-4);
      const word = live.word;
      const halves = [{ region: live.region, points: segment }];
      if (live.mirror !== LINE) halves.push({ region: live.mirror, points: mirrorPoints(map, segment) });
      for (const half of halves) {
        const mask = strokeMask(map, { ...half, size: brushSize });
        if (mask) paintTiles(mask.bounds, (words, area) => paintMask(words, area, mask, word));
      }
      canvas.requestRender();
    },
  });

  function gradientDrag(kind: "down" | "move" | "up" | "cancel", x: number, y: number) {
    if (kind === "down") {
      const region = session.strokeRegionAt(x, y);
      dragging = region === LINE ? null : { start: { x, y }, end: { x, y }, region };
      return;
    }
    if (!dragging) return;
    const { start, region } = dragging;
    if (kind === "move") {
      dragging.end = { x, y };
      previewDue = true;
      canvas.requestRender();
      return;
    }
    dragging = null;
    previewDue = false;
    if (kind === "up") session.commitGradient(start, { x, y });
    // Back to the picture as recorded (for an up, the recorded gradient repaints it again anyway).
    if (kind === "cancel") repaint(new Map([[region, null]]));
    canvas.requestRender();
  }

  const showFocus = (region: number | null) => {
    if (marker?.region === region) return;
    if (marker) {
      marker.sprite.destroy({ texture: true, textureSource: true });
      marker = null;
    }
    const sprite = region === null ? null : focusSprite(map, region);
    if (sprite && region !== null) {
      canvas.scene.content.addChild(sprite);
      marker = { region, sprite };
    }
    canvas.requestRender();
  };

  let left: Sprite | null = null;
  const hideLeft = () => {
    if (!left) return;
    left.destroy({ texture: true, textureSource: true });
    left = null;
    canvas.requestRender();
  };
  const showLeft = (regions: readonly number[]) => {
    hideLeft();
    left = leftSprite(map, regions);
    if (!left) return;
    // Under the lines, so they stay crisp over the stripes.
    canvas.scene.content.addChildAt(left, canvas.scene.content.getChildIndex(lines));
    canvas.requestRender();
  };

  const showAxis = () => {
    const { mirror, tool } = session.store.getState();
    axis.visible = mirror && (tool === "brush" || tool === "eraser");
    canvas.requestRender();
  };
  showAxis();
  const unsubscribe = session.store.subscribe((state, previous) => {
    if (state.mirror !== previous.mirror || state.tool !== previous.tool) showAxis();
    if (state.history.current !== previous.history.current) {
      hideLeft();
      const next = state.history.current;
      const changed = changedParts(map, shown, next);
      shown = next;
      repaint(changed);
      canvas.requestRender();
    }
    if (state.focus !== previous.focus) showFocus(state.focus);
  });
  // Taps on the quick canvas (quick.ts) while this drawing was being made: painted now.
  const current = session.store.getState().history.current;
  if (current !== shown) {
    const changed = changedParts(map, shown, current);
    shown = current;
    repaint(changed);
  }
  showFocus(session.store.getState().focus);
  canvas.renderNow();

  return {
    canvas,
    zoomIn: () => canvas.zoomBy(1.5),
    zoomOut: () => canvas.zoomBy(1 / 1.5),
    fit: () => canvas.fit(),
    showLeft,
    hideLeft,
    renderNow: () => canvas.renderNow(),
    unmount() {
      unsubscribe();
      hideLeft();
      if (marker) marker.sprite.destroy({ texture: true, textureSource: true });
      canvas.unmount();
    },
  };
}
