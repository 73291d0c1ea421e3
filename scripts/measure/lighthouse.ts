/**
 * `npm run lighthouse`: Lighthouse's mobile preset against the production build, three runs a
 * page, the median of each figure. It covers every content route and every game page, and
 * checks each against its class's targets (docs/measurements.md). Scores move with the
 * shared CPU, so the median is what to report, and the machine's load is printed beside it.
 * Usage: npm run lighthouse [-- /path /other/path]   (LIGHTHOUSE_RUNS, LIGHTHOUSE_PORT, DIST_DIR)
 */
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../chromium";
import { startMeasureServer } from "./measure-server";
import { gamePaths, postPaths } from "../../src/app/paths";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4399);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const contentPages = [
  "/",
  "/blog",
  postPaths[0]!,
  "/gallery",
  "/activities",
  "/self-help",
  "/games",
  "/about",
  "/login",
];
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...contentPages, ...gamePaths];

interface Targets {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}
const contentTargets: Targets = { performance: 100, fcp: 1200, lcp: 1500, tbt: 50, cls: 0 };
const gameTargets: Targets = { performance: 97, fcp: 1200, lcp: 2000, tbt: 100, cls: 0 };
const isGamePage = (page: string) => gamePaths.includes(page);
/** Accessibility, best practices and SEO must be 100 everywhere. */
const otherCategories = ["accessibility", "best-practices", "seo"] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg()[0]!.toFixed(2);

interface Row {
  page: string;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  others: number[];
  misses: string[];
}

function check(page: string, row: Omit<Row, "misses">): string[] {
  const t = isGamePage(page) ? gameTargets : contentTargets;
  const misses: string[] = [];
  if (row.performance < t.performance) misses.push(`performance ${row.performance} < ${t.performance}`);
  if (row.fcp > t.fcp) misses.push(`FCP ${Math.round(row.fcp)} ms > ${t.fcp}`);
  if (row.lcp > t.lcp) misses.push(`LCP ${Math.round(row.lcp)} ms > ${t.lcp}`);
  if (row.tbt > t.tbt) misses.push(`TBT ${Math.round(row.tbt)} ms > ${t.tbt}`);
  if (row.cls > t.cls + 0.0005) misses.push(`CLS ${row.cls.toFixed(3)} > ${t.cls}`);
  otherCategories.forEach((c, i) => {
    if (row.others[i]! < 100) misses.push(`${c} ${row.others[i]} < 100`);
  });
  return misses;
}

/** One Lighthouse run. A busy machine sometimes loses the trace (NO_NAVSTART): try again. */
async function audit(chromePort: number, page: string) {
  let lastError = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(`${origin}${page}`, { port: chromePort, output: "json", logLevel: "error" });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    lastError = lhr?.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse could not test ${page}: ${lastError}`);
}

const server = await startMeasureServer(port, "lighthouse");
const { origin } = server;
const rows: Row[] = [];
const loads: string[] = [load()];
try {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    for (const page of pages) {
      const figures: Record<string, number[]> = {};
      const push = (key: string, value: number) => (figures[key] ??= []).push(value);
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(chrome.port, page);
        push("performance", Math.round((lhr.categories.performance?.score ?? 0) * 100));
        for (const c of otherCategories) push(c, Math.round((lhr.categories[c]?.score ?? 0) * 100));
        push("fcp", lhr.audits["first-contentful-paint"]?.numericValue ?? NaN);
        push("lcp", lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
        push("tbt", lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
        push("cls", lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
      }
      const m = (key: string) => median(figures[key]!);
      const row = {
        page,
        performance: m("performance"),
        fcp: m("fcp"),
        lcp: m("lcp"),
        tbt: m("tbt"),
        cls: m("cls"),
        others: otherCategories.map((c) => m(c)),
      };
      rows.push({ ...row, misses: check(page, row) });
      loads.push(load());
      process.stderr.write(
        `${page}: performance ${row.performance}, FCP ${Math.round(row.fcp)}, LCP ${Math.round(row.lcp)}, ` +
          `TBT ${Math.round(row.tbt)}, CLS ${row.cls.toFixed(3)} (load ${loads.at(-1)})\n`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}

const width = Math.max(...rows.map((r) => r.page.length), 4) + 2;
const head = ["perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "a11y", "b-p", "seo"];
console.log(`\n| ${"page".padEnd(width)} | ${head.map((h) => h.padStart(6)).join(" | ")} |`);
console.log(`| ${"-".repeat(width)} | ${head.map(() => "-----:").join(" | ")} |`);
for (const r of rows) {
  const cells = [
    String(r.performance),
    String(Math.round(r.fcp)),
    String(Math.round(r.lcp)),
    String(Math.round(r.tbt)),
    r.cls.toFixed(3),
    ...r.others.map(String),
  ];
  console.log(`| ${r.page.padEnd(width)} | ${cells.map((c) => c.padStart(6)).join(" | ")} |`);
}
console.log(
  `\nMedian of ${runs} runs, Lighthouse mobile preset (simulated throttling). Load average (1 min) ` +
    `during the run: ${loads.join(", ")} on ${(await import("node:os")).cpus().length} cores.`,
);
console.log(
  "Targets: content pages performance 100, FCP <= 1.2 s, LCP <= 1.5 s, TBT <= 50 ms, CLS 0; " +
    "game pages 97+, FCP <= 1.2 s, LCP <= 2 s, TBT <= 100 ms, CLS 0; accessibility, best practices, SEO 100.",
);
const missed = rows.filter((r) => r.misses.length > 0);
if (missed.length > 0) {
  console.log(`\nMissed:\n${missed.map((r) => `- ${r.page}: ${r.misses.join(", ")}`).join("\n")}`);
  process.exitCode = 1;
}
