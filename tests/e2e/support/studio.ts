/** Helpers for the coloring studio's specs: where a region is on screen, and pixels read from screenshots. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { decodeRegionMap, type RegionFile as StoredRegionFile } from "@station/studio/internal/region-map";
import { shot as shotOf, type Shot } from "./pixels";
import { waitForHydration } from "./test";

type Tuple = [number, string, number, [number, number, number, number], [number, number], [number, number], number[]];
export interface RegionFile {
  width: number;
  height: number;
  regions: Tuple[];
}

const root = path.resolve(import.meta.dirname, "../../..");

export async function regionFile(id: string): Promise<RegionFile> {
  return JSON.parse(await readFile(path.join(root, "public/coloring-regions", `${id}.json`), "utf8")) as RegionFile;
}

/**
 * A point of a region at least `clear` map pixels from any other region or line, nearest its
 * centroid: a pixel there on a scaled-down screenshot is the region's colour alone.
 */
export function deepPoint(file: RegionFile, id: number, clear = 14): [number, number] {
  const map = decodeRegionMap(file as unknown as StoredRegionFile);
  const r = regionById(file, id);
  const [bx, by, bw, bh] = r[3];
  const [cx, cy] = r[4];
  let best: [number, number] = r[5];
  let bestD = Infinity;
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < map.width && y < map.height && map.ids[y * map.width + x] === id;
  for (let y = by + clear; y < by + bh - clear; y += 4) {
    for (let x = bx + clear; x < bx + bw - clear; x += 4) {
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d >= bestD || !inside(x, y)) continue;
      let ok = true;
      for (let k = -clear; k <= clear && ok; k += 2) {
        ok =
          inside(x + k, y - clear) &&
          inside(x + k, y + clear) &&
          inside(x - clear, y + k) &&
          inside(x + clear, y + k) &&
          inside(x + k, y);
      }
      if (ok) {
        best = [x, y];
        bestD = d;
      }
    }
  }
  return best;
}

export function regionNamed(file: RegionFile, name: string): Tuple {
  const found = file.regions.filter((r) => r[1] === name).sort((a, b) => b[2] - a[2])[0];
  if (!found) throw new Error(`no region named ${name}`);
  return found;
}

export function regionById(file: RegionFile, id: number): Tuple {
  return file.regions.find((r) => r[0] === id)!;
}

export const drawing = (page: Page) => page.getByTestId("studio-drawing");

/** A studio opened on one picture, with that picture's regions: points in map pixels. */
export interface OpenedStudio {
  page: Page;
  file: RegionFile;
  /** The drawing's box. */
  box: Locator;
  /** A region by its id, or by its name (the biggest of that name). */
  region(which: number | string): Tuple;
  /** A region's inside point (deepPoint), the region given by id or name. */
  inside(which: number | string): [number, number];
  /** Where a map pixel is on the drawing box (CSS px from its top left). */
  toScreen(x: number, y: number): ReturnType<typeof toScreen>;
  /** Clicks (or taps) a map pixel. */
  click(x: number, y: number, touch?: boolean): Promise<void>;
  /** The drawing as the player sees it now. */
  shot(): Promise<Shot>;
}

/** Opens the studio on picture `id` from a fresh navigation and waits for its drawing to be ready. */
export async function openStudio(page: Page, id: string): Promise<OpenedStudio> {
  const file = await regionFile(id);
  await page.goto(`/activities/color/${id}`);
  await waitForHydration(page);
  const box = drawing(page);
  await expect(box).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  const region = (which: number | string) =>
    typeof which === "number" ? regionById(file, which) : regionNamed(file, which);
  return {
    page,
    file,
    box,
    region,
    inside: (which) => deepPoint(file, region(which)[0]),
    toScreen: (x, y) => toScreen(box, file, x, y),
    click: (x, y, touch) => clickAt(page, file, x, y, touch),
    shot: () => shot(box),
  };
}

/** The drawing box's fitted mapping, as the engine's viewport makes it (8 px margin, centred). */
export async function toScreen(box: Locator, file: RegionFile, x: number, y: number) {
  const b = (await box.boundingBox())!;
  const scale = Math.min((b.width - 16) / file.width, (b.height - 16) / file.height);
  const ox = (b.width - file.width * scale) / 2;
  const oy = (b.height - file.height * scale) / 2;
  return { x: ox + (x + 0.5) * scale, y: oy + (y + 0.5) * scale, scale };
}

/** The drawing as the player sees it, with the page's CSS animations settled. */
export const shot = (box: Locator): Promise<Shot> => shotOf(box, { animations: "disabled" });

export const hexRgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
};

export const near = (a: readonly number[], b: readonly number[], tolerance = 12) =>
  a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

export const isWhite = (c: readonly number[]) => c.every((v) => v >= 245);
export const isDark = (c: readonly number[]) => c[0]! + c[1]! + c[2]! < 300;

/** Clicks (or taps) a map pixel of the drawing. */
export async function clickAt(page: Page, file: RegionFile, x: number, y: number, touch = false) {
  const box = drawing(page);
  const p = await toScreen(box, file, x, y);
  if (touch) await box.tap({ position: { x: p.x, y: p.y } });
  else await box.click({ position: { x: p.x, y: p.y } });
}

/**
 * From a region's inside point, walks left on screen up to the first dark line pixel: every pixel
 * before it must carry the fill (no white rim), and returns how many it checked.
 */
export function fillReachesLine(s: Shot, from: { x: number; y: number }): number {
  let x = from.x;
  let checked = 0;
  while (x > 1) {
    const c = s.at(x, from.y);
    if (isDark(c)) return checked;
    expect(isWhite(c), `white pixel at ${x},${from.y} before the line`).toBe(false);
    x -= 1;
    checked++;
  }
  return checked;
}

/**
 * Drags across the drawing from one point to another (CSS px from its top left): with the mouse,
 * or with one finger through the browser's touch input, as a phone sends it.
 */
export async function dragOn(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  touch = false,
  steps = 12,
) {
  const box = drawing(page);
  await box.scrollIntoViewIfNeeded();
  const o = (await box.boundingBox())!;
  const at = (t: number) => ({ x: o.x + from.x + (to.x - from.x) * t, y: o.y + from.y + (to.y - from.y) * t });
  if (!touch) {
    await page.mouse.move(at(0).x, at(0).y);
    await page.mouse.down();
    await page.mouse.move(at(1).x, at(1).y, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const send = (type: "touchStart" | "touchMove" | "touchEnd", p: { x: number; y: number } | null) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ ...p, id: 1 }] : [] });
  await send("touchStart", at(0));
  for (let i = 1; i <= steps; i++) await send("touchMove", at(i / steps));
  await send("touchEnd", null);
  await cdp.detach();
}
