/**
 * `npm run bench:auth`: how many password sign-ins a second the production server answers at 8
 * concurrent clients, and how slow `/blog` gets meanwhile. Starts `server/main.ts` on a
 * fresh data folder with rate limits raised and sign-ups confirmed at once, signs up 20 members,
 * measures `/blog` alone for 3 s, then runs the sign-in burst for 10 s while fetching `/blog`
 * every 20 ms, then a burst of `record_best` calls (one commit each, no bcrypt: what flushing
 * the WAL at every commit costs) from 8 clients for 10 s. Needs a build (`npm run build`).
 *
 * BENCH_PORT (default 4362), BENCH_ROOT (the checkout whose server/main.ts runs; default this
 * one, so the code before a change can be measured from a second checkout), DIST_DIR.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, "../.."));
const port = Number(process.env.BENCH_PORT ?? 4362);
const base = `http://127.0.0.1:${port}`;
const CLIENTS = 8;
const MEMBERS = 20;
const BURST_MS = 10_000;
const PASSWORD = "bench password 123";
const apiHeaders = { apikey: "lss-embedded-dev-anon-key", "Content-Type": "application/json" };

const dataDir = await mkdtemp(path.join(tmpdir(), "lss-bench-auth-"));
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DIST_DIR: process.env.DIST_DIR ?? path.join(import.meta.dirname, "../..", "dist"),
    AUTH_DATA_DIR: dataDir,
    AUTH_MAILER_AUTOCONFIRM: "1",
    AUTH_LOG_REQUESTS: "0",
    LOG_REQUESTS: "0",
    AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "1000000",
    AUTH_RATE_LIMIT_TOKEN_REFRESH: "1000000",
    AUTH_RATE_LIMIT_EMAIL_SENT: "1000000",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const cleanUp = async () => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
};

try {
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running at")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });

  const post = (url: string, body: unknown) =>
    fetch(base + url, { method: "POST", headers: apiHeaders, body: JSON.stringify(body) });
  const emails = Array.from({ length: MEMBERS }, (_, i) => `bench-${i}-${Date.now()}@example.org`);
  const tokens: string[] = [];
  for (const email of emails) {
    const res = await post("/auth/v1/signup", { email, password: PASSWORD, data: { nickname: "Bench" } });
    if (res.status !== 200) throw new Error(`Sign-up answered ${res.status}: ${await res.text()}`);
    tokens.push(((await res.json()) as { access_token: string }).access_token);
  }

  async function timeBlog(untilMs: number): Promise<number[]> {
    const times: number[] = [];
    while (performance.now() < untilMs) {
      const started = performance.now();
      const res = await fetch(`${base}/blog`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/blog answered ${res.status}`);
      times.push(performance.now() - started);
      await sleep(20);
    }
    return times;
  }

  const idle = await timeBlog(performance.now() + 3000);

  let signIns = 0;
  let failures = 0;
  const end = performance.now() + BURST_MS;
  const started = performance.now();
  const client = async (n: number) => {
    for (let i = n; performance.now() < end; i++) {
      const res = await post("/auth/v1/token?grant_type=password", {
        email: emails[i % emails.length],
        password: PASSWORD,
      });
      await res.arrayBuffer();
      if (res.status === 200) signIns++;
      else failures++;
    }
  };
  const [busy] = await Promise.all([timeBlog(end), ...Array.from({ length: CLIENTS }, (_, n) => client(n))]);
  const seconds = (performance.now() - started) / 1000;

  const stats = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${sorted.length} requests)`;
  };
  console.log(`Server: ${root}`);
  console.log(
    `Sign-ins: ${(signIns / seconds).toFixed(1)} a second at ${CLIENTS} clients (${signIns} in ${seconds.toFixed(1)} s, ${failures} failed)`,
  );
  console.log(`/blog before the burst: ${stats(idle)}`);
  console.log(`/blog during the burst: ${stats(busy!)}`);

  // record_best: each call one transaction, so each one commit and, with fsync on, one flush.
  let records = 0;
  const recordTimes: number[] = [];
  const recordEnd = performance.now() + BURST_MS;
  const recordStarted = performance.now();
  const recorder = async (n: number) => {
    for (let best = 1; performance.now() < recordEnd; best++) {
      const started = performance.now();
      const res = await fetch(`${base}/rest/v1/rpc/record_best`, {
        method: "POST",
        headers: { ...apiHeaders, Authorization: `Bearer ${tokens[n]}` },
        body: JSON.stringify({ game_id: "snake", best, lower_is_better: false }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`record_best answered ${res.status}`);
      recordTimes.push(performance.now() - started);
      records++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => recorder(n)));
  const recordSeconds = (performance.now() - recordStarted) / 1000;
  console.log(
    `record_best: ${(records / recordSeconds).toFixed(1)} a second at ${CLIENTS} clients, ${stats(recordTimes)}`,
  );
} finally {
  await cleanUp();
}
