/**
 * `npm run bench:studio`: the coloring studio in Chromium (software WebGL) on the page with the
 * most regions, at print resolution (the 1700 x 2200 region map): fill + redraw, a brush stroke's
 * frame, undo and redo (each with `gl.finish`, so the GPU's share counts), time until a fill is
 * possible, JS heap after 500 fills and 100 strokes, and the saved picture's size. Then the time
 * until a fill is possible on Lighthouse's mobile preset (its phone's screen, a 150 ms round trip,
 * 1.6 Mbit/s down, the CPU 4 times slower, applied through the DevTools protocol), a cold cache
 * each time, median of BENCH_MOBILE_RUNS (3). Needs a build. BENCH_PORT (default 4366).
 *
 * "Ready to fill" is the `studio-fillable` mark: the page's quick start (src/studio/early.ts) has
 * the region map and a tap fills. Each phone run proves it: at that moment it taps the largest
 * region's inside point with a finger and waits until the picture shows the fill (printed as "tap
 * to shown"). `studio-ready` is when the drawing (PixiJS) and the tools are there.
 */
import { readdir, readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { launchChromium } from "../chromium";
import { openThrottledPhone } from "./mobile-preset";
import { startMeasureServer } from "./measure-server";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 4366);

// The page with the most regions is the heaviest to look up, outline and keep.
let page = "";
let most = 0;
for (const file of await readdir(path.join(root, "public/coloring-regions"))) {
  const { regions } = JSON.parse(await readFile(path.join(root, "public/coloring-regions", file), "utf8"));
  if (regions.length > most) [page, most] = [file.replace(/\.json$/, ""), regions.length];
}

const mobileRuns = Number(process.env.BENCH_MOBILE_RUNS ?? 3);

// The machine's load says how far to trust the times (a shared machine's other work slows them).
console.log(
  `Load average at the start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")}`,
);
const server = await startMeasureServer(port, "bench-studio");
const browser = await launchChromium(["--js-flags=--expose-gc", "--enable-precise-memory-info"]);
try {
  const tab = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // tsx names functions with a helper the page does not have.
  await tab.addInitScript("globalThis.__name = (f) => f");
  await tab.goto(`${server.origin}/activities/color/${page}?bench`);
  await tab.waitForSelector("[data-ready=true]", { timeout: 120_000 });
  const figures = await tab.evaluate(async () => {
    type Studio = {
      session: {
        map: { regions: ({ id: number; inside: { x: number; y: number }; area: number } | undefined)[] };
        fillRegion(id: number): void;
        commitStroke(points: number[]): unknown;
        undo(): void;
        redo(): void;
        setColour(id: string): void;
        setTool(tool: string): void;
        commitGradient(start: { x: number; y: number }, end: { x: number; y: number } | null): void;
        store: { getState(): { history: unknown } };
      };
      view: { renderNow(): void; canvas: { app: { renderer: { gl?: WebGLRenderingContext } } } };
    };
    const studio = (window as unknown as { __studio: Studio }).__studio;
    const gl = studio.view.canvas.app.renderer.gl!;
    const frame = () => {
      studio.view.renderNow();
      gl.finish();
    };
    const time = (fn: () => void) => {
      const t = performance.now();
      fn();
      frame();
      return performance.now() - t;
    };
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
    };
    const regions = studio.session.map.regions.filter((r) => r !== undefined);
    const colours = ["sky-blue", "coral", "mint", "lavender", "peach", "butter-yellow"];
    const fills: number[] = [];
    for (let i = 0; i < 120; i++) {
      const r = regions[(i * 7) % regions.length]!;
      studio.session.setColour(colours[i % colours.length]!);
      fills.push(time(() => studio.session.fillRegion(r.id)));
    }
    const background = regions.reduce((a, b) => (b.area > a.area ? b : a));
    const bigFill = time(() => studio.session.fillRegion(background.id));
    // Gradients: a linear one in each of a few regions, then a radial one over the background.
    studio.session.setTool("gradient");
    const gradients: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = regions[(i * 5) % regions.length]!;
      const at = { x: r.inside.x, y: r.inside.y };
      gradients.push(time(() => studio.session.commitGradient(at, { x: at.x + 40, y: at.y + 60 })));
    }
    const bigGradient = time(() => studio.session.commitGradient(background.inside, null));
    studio.session.setTool("fill");

    // A stroke as the page draws it: pointer moves on the drawing, one frame each.
    const surface = document.querySelector<HTMLElement>("[data-testid=studio-drawing]")!;
    const rect = surface.getBoundingClientRect();
    studio.session.setTool("brush");
    const pointer = (type: string, x: number, y: number) =>
      surface.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 7,
          pointerType: "mouse",
          button: 0,
          buttons: 1,
          bubbles: true,
          clientX: rect.left + x,
          clientY: rect.top + y,
        }),
      );
    const strokeFrames: number[] = [];
    const cx = rect.width / 2;
    const cy = rect.height / 2;
    pointer("pointerdown", cx, cy);
    for (let i = 1; i <= 120; i++) {
      strokeFrames.push(time(() => pointer("pointermove", cx + 60 * Math.sin(i / 9), cy + 60 * Math.cos(i / 13))));
    }
    pointer("pointerup", cx, cy);
    const undos: number[] = [];
    const redos: number[] = [];
    for (let i = 0; i < 30; i++) undos.push(time(() => studio.session.undo()));
    for (let i = 0; i < 30; i++) redos.push(time(() => studio.session.redo()));

    // The whole history's weight: 500 fills and 100 strokes.
    studio.session.setTool("fill");
    for (let i = 0; i < 500; i++) {
      studio.session.setColour(colours[i % colours.length]!);
      studio.session.fillRegion(regions[(i * 11) % regions.length]!.id);
    }
    studio.session.setTool("brush");
    for (let i = 0; i < 100; i++) {
      const r = regions[(i * 13) % regions.length]!;
      const pts: number[] = [];
      for (let k = 0; k < 30; k++) pts.push(r.inside.x + (k % 10), r.inside.y + Math.floor(k / 10));
      studio.session.commitStroke(pts);
    }
    frame();
    // Array buffers freed by a collection are swept a moment later: a second collection counts them gone.
    for (let i = 0; i < 2; i++) {
      (globalThis as unknown as { gc?: () => void }).gc?.();
      await new Promise((r) => setTimeout(r, 200));
    }
    const heap = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
    const saved = Object.keys(localStorage)
      .filter((k) => k.startsWith("lss:studio:") && k !== "lss:studio:in-progress")
      .reduce((n, k) => n + localStorage.getItem(k)!.length, 0);
    const ready = performance.getEntriesByName("studio-ready")[0]?.startTime ?? NaN;
    const fillable = performance.getEntriesByName("studio-fillable")[0]?.startTime ?? NaN;
    return {
      fillable,
      fill: stats(fills),
      bigFill,
      gradient: stats(gradients),
      bigGradient,
      stroke: stats(strokeFrames),
      undo: stats(undos),
      redo: stats(redos),
      ready,
      heapMB: heap / 1024 / 1024,
      savedKB: saved / 1024,
    };
  });
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`Coloring studio, ${page} (${most} regions, 1700 x 2200), Chromium with software WebGL at 1280 x 800:`);
  console.log(`  fill + redraw:         median ${ms(figures.fill.median)}, p95 ${ms(figures.fill.p95)}`);
  console.log(`  fill of the background (largest region): ${ms(figures.bigFill)}`);
  console.log(`  gradient + redraw:     median ${ms(figures.gradient.median)}, p95 ${ms(figures.gradient.p95)}`);
  console.log(`  radial gradient over the background: ${ms(figures.bigGradient)}`);
  console.log(
    `  brush stroke frame:    median ${ms(figures.stroke.median)}, p95 ${ms(figures.stroke.p95)} ` +
      `(${Math.min(60, 1000 / figures.stroke.median).toFixed(0)} fps possible at the median)`,
  );
  console.log(`  undo:                  median ${ms(figures.undo.median)}, p95 ${ms(figures.undo.p95)}`);
  console.log(`  redo:                  median ${ms(figures.redo.median)}, p95 ${ms(figures.redo.p95)}`);
  console.log(`  ready to fill after:   ${ms(figures.fillable)} (from navigation start, no throttling)`);
  console.log(`  drawing and tools after: ${ms(figures.ready)}`);
  console.log(`  JS heap after 500 fills + 100 strokes: ${figures.heapMB.toFixed(1)} MB`);
  console.log(`  saved picture + history: ${figures.savedKB.toFixed(1)} KB`);

  // Lighthouse's mobile preset (its "mobileSlow4G" and Moto G Power screen), for real rather than simulated.
  const { regions, width, height } = JSON.parse(
    await readFile(path.join(root, "public/coloring-regions", `${page}.json`), "utf8"),
  ) as { regions: [number, string, number, unknown, unknown, [number, number]][]; width: number; height: number };
  const largest = regions.reduce((a, b) => (b[2] > a[2] ? b : a));
  const [ix, iy] = largest[5];
  const runs: { fillable: number; shown: number; ready: number }[] = [];
  for (let run = 0; run < mobileRuns; run++) {
    const { page: phone, close } = await openThrottledPhone(browser);
    await phone.goto(`${server.origin}/activities/color/${page}`, { waitUntil: "commit" });
    await phone.waitForSelector("html[data-studio-fillable]", { timeout: 120_000 });
    // A finger on the largest region, where the picture shows it (laid out with object-fit: contain).
    const canvas = phone.locator("canvas[data-studio-quick]");
    const box = (await canvas.boundingBox())!;
    const scale = Math.min(box.width / width, box.height / height);
    const tapped = await phone.evaluate(() => performance.now());
    await phone.touchscreen.tap(
      box.x + (box.width - width * scale) / 2 + (ix + 0.5) * scale,
      box.y + (box.height - height * scale) / 2 + (iy + 0.5) * scale,
    );
    // Shown: the quick canvas has the region's colour at that point (or the drawing took over with it).
    const shown = await phone.waitForFunction(
      ([x, y]) => {
        if (document.querySelector("[data-ready=true]")) return performance.now();
        const canvases = document.querySelectorAll<HTMLCanvasElement>("canvas[data-studio-quick]");
        const filled = [...canvases].some((c) => (c.getContext("2d")?.getImageData(x!, y!, 1, 1).data[3] ?? 0) > 0);
        return filled ? performance.now() : false;
      },
      [ix, iy],
      { timeout: 120_000, polling: "raf" },
    );
    const shownAt = (await shown.jsonValue()) as number;
    await phone.waitForSelector("[data-ready=true]", { timeout: 120_000 });
    // The tap is a step of the picture's history, kept as the studio keeps every change.
    await phone.waitForFunction(
      (key) => (JSON.parse(localStorage.getItem(key) ?? "null")?.history?.done?.length ?? 0) > 0,
      `lss:studio:${page}`,
      // Written at the page's next idle moment; a loaded machine's throttled page may take a while.
      { timeout: 60_000, polling: 250 },
    );
    const marks = await phone.evaluate(() => ({
      fillable: performance.getEntriesByName("studio-fillable")[0]?.startTime ?? NaN,
      ready: performance.getEntriesByName("studio-ready")[0]?.startTime ?? NaN,
    }));
    runs.push({ fillable: marks.fillable, shown: shownAt - tapped, ready: marks.ready });
    await close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const list = (xs: number[]) => xs.map((r) => r.toFixed(0)).join(", ");
  const fillables = runs.map((r) => r.fillable);
  const readies = runs.map((r) => r.ready);
  const shownAfter = runs.map((r) => r.shown);
  console.log(
    `  ready to fill on Lighthouse's mobile preset: median ${ms(median(fillables))} (${list(fillables)} ms); ` +
      `a tap then shown within median ${ms(median(shownAfter))} (${list(shownAfter)} ms)`,
  );
  console.log(`  drawing and tools on the mobile preset: median ${ms(median(readies))} (${list(readies)} ms)`);
  console.log(
    `  load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
