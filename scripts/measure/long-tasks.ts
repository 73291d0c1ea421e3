/**
 * `npm run long-tasks`: the main thread's long tasks (over 50 ms) while each game page loads and
 * starts its game, measured in Chromium with a PerformanceObserver, three loads a page. Prints
 * the largest task and the blocking time (the part of each task past 50 ms, summed) from the
 * first byte until the game is ready plus one second, and the layout shift (CLS, what moved on
 * stderr), median of the runs, on a phone-sized touch screen.
 * A software-rendered WebGL (SwiftShader) and a shared CPU make these figures larger and noisier
 * than on a phone with a GPU: compare runs made on the same machine at the same load.
 * Usage: npm run long-tasks [-- /path ...]   (LONG_TASKS_RUNS, LONG_TASKS_PORT, DIST_DIR,
 * CPU_SLOWDOWN=4 to also emulate a slower CPU)
 */
import { loadavg } from "node:os";
import { launchChromium } from "../chromium";
import { startMeasureServer } from "./measure-server";
import { LIGHTHOUSE_PHONE } from "./mobile-preset";
import { gamePaths } from "../../src/app/paths";

const port = Number(process.env.LONG_TASKS_PORT ?? 4398);
const runs = Number(process.env.LONG_TASKS_RUNS ?? 3);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 1);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : gamePaths;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Collects every long task and layout shift from the start of the document, before any of the
 * page's scripts run. A shift names what moved, so a rise in CLS says which element to mend.
 */
const observeLongTasks = () => {
  const tasks: { start: number; duration: number }[] = [];
  const shifts: { value: number; moved: string[] }[] = [];
  Object.assign(window, { __longTasks: tasks, __shifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        if (!el) return "?";
        const testId = el.getAttribute("data-testid");
        return `${el.tagName.toLowerCase()}${testId ? `[${testId}]` : ""}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}`;
      });
      shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
};

const server = await startMeasureServer(port, "long-tasks");
const { origin } = server;
const loads = [loadavg()[0]!.toFixed(2)];
const rows: { page: string; largest: number; blocking: number; ready: number; cls: number }[] = [];
try {
  const browser = await launchChromium();
  try {
    for (const pagePath of pages) {
      const largest: number[] = [];
      const blocking: number[] = [];
      const ready: number[] = [];
      const cls: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(LIGHTHOUSE_PHONE);
        const page = await context.newPage();
        if (slowdown > 1) {
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
        }
        await page.addInitScript(observeLongTasks);
        await page.goto(`${origin}${pagePath}`);
        await page
          .getByTestId("game-surface")
          .and(page.locator("[data-ready=true]"))
          .waitFor({ timeout: 120_000 })
          .catch(() => undefined);
        const readyAt = await page.evaluate(() => performance.now());
        await page.waitForTimeout(1000);
        const tasks = await page.evaluate(
          () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
        );
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
        );
        cls.push(shifts.reduce((sum, s) => sum + s.value, 0));
        for (const s of shifts)
          process.stderr.write(`  ${pagePath} shift ${s.value.toFixed(4)}: ${s.moved.join(", ")}\n`);
        largest.push(Math.max(0, ...tasks.map((t) => t.duration)));
        blocking.push(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
        ready.push(readyAt);
        await context.close();
      }
      rows.push({
        page: pagePath,
        largest: median(largest),
        blocking: median(blocking),
        ready: median(ready),
        cls: median(cls),
      });
      loads.push(loadavg()[0]!.toFixed(2));
      process.stderr.write(`${pagePath}: largest ${largest.map(Math.round).join(", ")} ms\n`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const width = Math.max(...rows.map((r) => r.page.length), 4) + 2;
console.log(`\n| ${"page".padEnd(width)} | largest task ms | blocking ms | game ready ms | layout shift |`);
console.log(`| ${"-".repeat(width)} | --------------: | ----------: | ------------: | -----------: |`);
for (const r of rows) {
  console.log(
    `| ${r.page.padEnd(width)} | ${String(Math.round(r.largest)).padStart(15)} | ${String(Math.round(r.blocking)).padStart(11)} | ${String(Math.round(r.ready)).padStart(13)} | ${r.cls.toFixed(3).padStart(12)} |`,
  );
}
console.log(
  `\nMedian of ${runs} loads a page${slowdown > 1 ? `, CPU slowed ${slowdown}x` : ""}, software WebGL. ` +
    `Load average (1 min) during the run: ${loads.join(", ")}.`,
);
