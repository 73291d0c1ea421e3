/**
 * `npm run lighthouse`: Lighthouse's mobile preset against the production build, three runs a
 * page, median scores. Scores move with the shared CPU, so the median is what to report.
 * Usage: npm run lighthouse [-- /path /other/path]
 */
import { spawn } from "node:child_process";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4399);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/blog", "/games", "/about", "/login"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The production server did not answer at ${origin}`);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
let failed = false;
try {
  await waitForServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    console.log(
      `${"page".padEnd(16)} ${categories.map((c) => c.padStart(15)).join("")} ${"CLS".padStart(7)} ${["FCP ms", "LCP ms", "TBT ms"].map((h) => h.padStart(8)).join(" ")}`,
    );
    for (const page of pages) {
      const scores: Record<string, number[]> = { cls: [], lcp: [], fcp: [], tbt: [] };
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse could not test ${page}: ${lhr.runtimeError.message}`);
        for (const c of categories) (scores[c] ??= []).push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        scores.cls!.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
        scores.lcp!.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
        scores.fcp!.push(lhr.audits["first-contentful-paint"]?.numericValue ?? NaN);
        scores.tbt!.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
      }
      const row = categories.map((c) => {
        const m = median(scores[c]!);
        if (m < targets[c]) failed = true;
        return String(m).padStart(15);
      });
      console.log(
        `${page.padEnd(16)} ${row.join("")} ${median(scores.cls!).toFixed(3).padStart(7)} ${[scores.fcp!, scores.lcp!, scores.tbt!].map((v) => String(Math.round(median(v))).padStart(8)).join(" ")}`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  server.kill();
}
console.log(`\nMedian of ${runs} runs, mobile preset. Targets: performance 95+, the others 100.`);
if (failed) process.exitCode = 1;
