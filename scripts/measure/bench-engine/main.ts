/**
 * `npm run bench:engine`: the median and p95 time of one Little Dodger update and of one
 * rendered frame with 10 blocks, and of one Tic-Tac-Toe redraw in its declarative and imperative
 * views, measured in Chromium (Debian's, as the e2e tests use) on the
 * real engine code. Builds a small bench page with Vite, serves it, and prints the figures.
 */
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launchChromium } from "../../chromium";
import { build } from "vite";

const root = import.meta.dirname;
const outDir = mkdtempSync(path.join(os.tmpdir(), "bench-engine-"));

await build({
  configFile: false,
  root,
  logLevel: "warn",
  build: { outDir, emptyOutDir: true, minify: true },
  oxc: { jsx: { importSource: "@emotion/react" } },
});

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };
const server = createServer(async (req, res) => {
  const file = path.join(outDir, path.normalize(req.url === "/" ? "/index.html" : req.url!.split("?")[0]!));
  try {
    const body = await readFile(file);
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
// BENCH_PORT when set; otherwise any free port, so it never collides with a running server.
await new Promise<void>((resolve) => server.listen(Number(process.env.BENCH_PORT) || 0, "127.0.0.1", resolve));
const { port } = server.address() as { port: number };

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") console.error(`page: ${message.text()}`);
  });
  page.on("pageerror", (error) => console.error(`page: ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/`);
  const handle = await page.waitForFunction(() => (window as unknown as { benchResult?: unknown }).benchResult, null, {
    timeout: 300_000,
  });
  const result = (await handle.jsonValue()) as {
    error?: string;
    updateMicroseconds: { median: number; p95: number };
    renderMilliseconds: { median: number; p95: number; samples: number };
    ticTacToeDifference: { differing: number[]; control: number };
    ticTacToeRedrawMilliseconds: Record<"imperative" | "declarative", { median: number; p95: number; samples: number }>;
    canvas: string;
    renderer: string;
  };
  if (result.error) throw new Error(result.error);
  const u = result.updateMicroseconds;
  const r = result.renderMilliseconds;
  console.log(
    `Little Dodger, 10 blocks, Chromium ${browser.version()}, ${result.renderer} (software) at ${result.canvas}`,
  );
  console.log(`one update (rules step):      median ${u.median.toFixed(2)} µs, p95 ${u.p95.toFixed(2)} µs`);
  console.log(
    `one render (draw + GPU done): median ${r.median.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (${r.samples} frames)`,
  );
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
  const { differing, control } = result.ticTacToeDifference;
  console.log(
    `Tic-Tac-Toe, pixels differing between the declarative and imperative views: ${differing.map(percent).join(", ")}` +
      ` (an empty and a won board differ by ${percent(control)})`,
  );
  if (control < 0.01 || differing.some((d) => d > 0.001)) throw new Error("the two Tic-Tac-Toe views draw differently");
  console.log("Tic-Tac-Toe, one redraw (store change to GPU done):");
  for (const [way, t] of Object.entries(result.ticTacToeRedrawMilliseconds)) {
    console.log(
      `  ${way.padEnd(12)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms (${t.samples} redraws)`,
    );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
