/**
 * `npm run idle-js`: the JavaScript a phone downloads while a page loads, until its network is
 * idle (after the load event, nothing in flight for 2 s; Playwright's `networkidle` waits 500 ms,
 * but the hydration scripts start after the first paint, which can come later than that after the
 * load event). That is what the first load brings (`npm run budget:check` counts only that) and
 * whatever arrives right after hydration. What starts later (the sticker book and the service
 * worker wait for the page to settle: 5 s without a download) is watched for 10 s more and shown
 * apart. Measured in Chromium at 390x844 with touch,
 * a first visit (no cache, no service worker), three loads a page, nothing pressed or scrolled.
 * Each file counts as its gzip size at level 9, as the budget counts it, so the two figures
 * compare; the bytes on the wire (brotli from the server) are printed beside.
 * Run after `npm run build`.
 * Usage: npm run idle-js [-- /path ...]   (IDLE_JS_PORT, IDLE_JS_RUNS, IDLE_JS_LATER_MS,
 * IDLE_JS_LIST=1 lists each file of the last load)
 */
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { launchChromium } from "../chromium";
import { startMeasureServer } from "./measure-server";

const port = Number(process.env.IDLE_JS_PORT ?? 4396);
const runs = Number(process.env.IDLE_JS_RUNS ?? 3);
/** How long the network must stay quiet after the load event to count as idle. */
const quietMs = 2000;
/** How long to keep watching after idle for what starts later. */
const laterMs = Number(process.env.IDLE_JS_LATER_MS ?? 10_000);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: "block",
} as const;

interface Script {
  url: string;
  gzip: number;
  wire: number;
  /** Requested after the network was idle. */
  later: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Resolves once nothing is in flight and nothing has started for `quietMs`, after the load event. */
function networkQuiet(page: Page): { done: Promise<void>; stop(): void } {
  let inFlight = 0;
  let loaded = false;
  let timer: NodeJS.Timeout | undefined;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const arm = () => {
    clearTimeout(timer);
    if (loaded && inFlight === 0) timer = setTimeout(finish, quietMs);
  };
  const started = () => {
    inFlight++;
    clearTimeout(timer);
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    arm();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.once("load", () => {
    loaded = true;
    arm();
  });
  return { done, stop: () => clearTimeout(timer) };
}

async function measure(page: Page, url: string): Promise<Script[]> {
  const scripts: Script[] = [];
  let idle = false;
  const requestedLater = new WeakSet<object>();
  page.on("request", (request) => {
    if (idle) requestedLater.add(request);
  });
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const body = await response.body();
        const sizes = await request.sizes();
        scripts.push({
          url: new URL(request.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          later: requestedLater.has(request),
        });
      })(),
    );
  });
  const quiet = networkQuiet(page);
  await page.goto(url);
  await Promise.race([quiet.done, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  quiet.stop();
  idle = true;
  await new Promise((resolve) => setTimeout(resolve, laterMs));
  await Promise.all(pending);
  return scripts;
}

const server = await startMeasureServer(port, "idle-js");
const rows: { page: string; gzip: number; files: number; wire: number; later: number; laterFiles: number }[] = [];
try {
  const browser = await launchChromium();
  try {
    for (const pagePath of pages) {
      const loads: Script[][] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        const load = await measure(page, `${server.origin}${pagePath}`);
        loads.push(load);
        const before = load.filter((s) => !s.later);
        process.stderr.write(
          `  ${pagePath} load ${i + 1}: ${kb(before.reduce((t, s) => t + s.gzip, 0))} in ${before.length} files before idle\n`,
        );
        await context.close();
      }
      const sum = (list: Script[], key: "gzip" | "wire") => list.reduce((total, s) => total + s[key], 0);
      const before = loads.map((l) => l.filter((s) => !s.later));
      const after = loads.map((l) => l.filter((s) => s.later));
      rows.push({
        page: pagePath,
        gzip: median(before.map((l) => sum(l, "gzip"))),
        files: median(before.map((l) => l.length)),
        wire: median(before.map((l) => sum(l, "wire"))),
        later: median(after.map((l) => sum(l, "gzip"))),
        laterFiles: median(after.map((l) => l.length)),
      });
      if (process.env.IDLE_JS_LIST === "1") {
        for (const s of loads.at(-1)!.sort((a, b) => Number(a.later) - Number(b.later) || b.gzip - a.gzip))
          console.log(`  ${kb(s.gzip).padStart(9)} ${s.later ? "after idle" : "          "} ${s.url}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const width = Math.max(...rows.map((r) => r.page.length), 4) + 2;
console.log(
  `\n| ${"page".padEnd(width)} | JS before idle (gzip) | files | on the wire | then, in ${laterMs / 1000} s |`,
);
console.log(`| ${"-".repeat(width)} | -------------------: | ----: | ----------: | ----------: |`);
for (const r of rows) {
  const then = `${kb(r.later)} in ${r.laterFiles}`;
  console.log(
    `| ${r.page.padEnd(width)} | ${kb(r.gzip).padStart(20)} | ${String(r.files).padStart(5)} | ${kb(r.wire).padStart(11)} | ${then.padStart(11)} |`,
  );
}
console.log(
  `\nMedian of ${runs} first visits at 390x844 (touch): JavaScript requested until, after the load event, ` +
    `nothing was in flight for ${quietMs} ms; then what was requested in the next ${laterMs / 1000} s.`,
);
