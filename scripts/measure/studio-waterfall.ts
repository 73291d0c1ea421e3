/**
 * `npm run waterfall:studio`: one cold load of the largest studio page on Lighthouse's mobile preset
 * (as `bench:studio` applies it), printed as a waterfall: every request (when it started and
 * ended, its bytes on the wire, its priority), the page's marks (studio-fillable: a tap fills;
 * studio-ready: the drawing and the tools), and the main thread's time by file and function,
 * overall and 100 ms at a time (TIMELINE_UNTIL, 3000 ms). Needs a build. STUDIO_PAGE, BENCH_PORT (4367).
 */
import path from "node:path";
import { launchChromium } from "../chromium";
import { openThrottledPhone } from "./mobile-preset";
import { startMeasureServer } from "./measure-server";

const page = process.env.STUDIO_PAGE ?? "cupcake-and-milk";
const port = Number(process.env.BENCH_PORT ?? 4367);
const server = await startMeasureServer(port, "studio-waterfall");
const browser = await launchChromium();
try {
  const { page: tab, cdp } = await openThrottledPhone(browser);
  const requests = new Map<string, { url: string; start: number; end?: number; bytes?: number; priority: string }>();
  cdp.on("Network.requestWillBeSent", (e) =>
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp, priority: e.request.initialPriority }),
  );
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Profiler.start");
  await tab.goto(`${server.origin}/activities/color/${page}`);
  await tab.waitForSelector("[data-ready=true]", { timeout: 120_000 });
  // The drawing's first frames, uploads included, happen just after it says it is ready.
  await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const { profile } = await cdp.send("Profiler.stop");
  const timing = await tab.evaluate(() => ({
    origin: performance.timeOrigin,
    marks: performance.getEntriesByType("mark").map((m) => [m.name, m.startTime] as const),
    paints: performance.getEntriesByType("paint").map((m) => [m.name, m.startTime] as const),
    nav: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).toJSON(),
  }));
  const first = Math.min(...[...requests.values()].map((r) => r.start));
  console.log("Requests (ms from the first request; bytes on the wire):");
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    const end = r.end === undefined ? "   -" : ((r.end - first) * 1000).toFixed(0).padStart(5);
    console.log(
      `  ${((r.start - first) * 1000).toFixed(0).padStart(5)} -> ${end}  ${String(r.bytes ?? "").padStart(7)}  ${r.priority.padEnd(8)} ${r.url.replace(server.origin, "")}`,
    );
  }
  console.log("Marks and paints (ms from navigation start):");
  for (const [name, t] of [...timing.paints, ...timing.marks].sort((a, b) => a[1] - b[1]))
    console.log(`  ${t.toFixed(0).padStart(5)}  ${name}`);
  console.log(
    `  domContentLoaded ${timing.nav.domContentLoadedEventEnd.toFixed(0)}, load ${timing.nav.loadEventEnd.toFixed(0)}`,
  );
  // Self time by function and file, from the sampling profile.
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const n = nodes.get(id)!;
    const f = n.callFrame;
    const file = path.basename(f.url || "(" + f.functionName + ")");
    const key = `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber}`;
    const dt = (deltas[i + 1] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
  });
  // What the main thread did, 100 ms at a time, from the profile's start (just before navigation:
  // the profile's clock is not the page's).
  const buckets = new Map<number, Map<string, number>>();
  let clock = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    clock += deltas[i] ?? 0;
    const f = nodes.get(id)!.callFrame;
    const file = path.basename(f.url || "(" + f.functionName + ")");
    const at = Math.floor((clock - profile.startTime) / 1000 / 100) * 100;
    const b = buckets.get(at) ?? new Map<string, number>();
    b.set(file, (b.get(file) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    buckets.set(at, b);
  });
  console.log("Main thread, 100 ms at a time (from the profile's start; busiest three):");
  for (const [at, b] of [...buckets].sort((a, c) => a[0] - c[0])) {
    if (at > Number(process.env.TIMELINE_UNTIL ?? 3000)) break;
    const busy = [...b]
      .filter(([k]) => k !== "((idle))")
      .sort((a, c) => c[1] - a[1])
      .slice(0, 3);
    console.log(`  ${String(at).padStart(5)}  ${busy.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ")}`);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log("Main-thread self time by file (ms, throttled):");
  for (const [k, v] of top(byFile, 18)) console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
  console.log("By function:");
  for (const [k, v] of top(self, 25)) console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
} finally {
  await browser.close();
  await server.stop();
}
