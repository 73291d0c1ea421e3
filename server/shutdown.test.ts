/**
 * Graceful shutdown: SIGTERM during a burst of sign-ins and best records (record_best
 * through /rest/v1) lets the requests in flight finish, closes the database cleanly (the next
 * start needs no recovery) and exits 0; every sign-in that was answered has its session kept, and
 * every best record that was answered is stored.
 */
import { request } from "node:http";
import { rm } from "node:fs/promises";
import { afterAll, expect, it, vi } from "vitest";
import { DEV_ANON_KEY } from "./supabase/core/config.ts";
import { freshDataDir } from "../tests/server/auth-harness.ts";
import { type ChildService, clientFor, databaseState, startChildService } from "./child-service.ts";

let dataDir = "";
const services: ChildService[] = [];

afterAll(async () => {
  for (const { child } of services) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A request on its own connection, so a refused connection is told apart from a lost answer. */
function post(url: string, path: string, body: unknown, bearer?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  const headers: Record<string, string> = { apikey: DEV_ANON_KEY, "Content-Type": "application/json" };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: "POST",
        path,
        agent: false,
        headers,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (text: string) => (body += text));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const signIn = (url: string, email: string) =>
  post(url, "/auth/v1/token?grant_type=password", { email, password: "shutdown password" });

it("finishes sign-ins and best records in flight on SIGTERM, exits 0 and leaves the database cleanly shut down", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  dataDir = await freshDataDir();
  const first = await startChildService(dataDir);
  services.push(first);
  const emails = Array.from({ length: 8 }, (_, i) => `shutdown-${i}@example.org`);
  const accessTokens: string[] = [];
  for (const email of emails) {
    const { data, error } = await clientFor(first.url).auth.signUp({
      email,
      password: "shutdown password",
      options: { data: { nickname: "Shutdown" } },
    });
    expect(error).toBeNull();
    accessTokens.push(data.session!.access_token);
  }

  const refreshTokens: string[] = [];
  const failures: string[] = [];
  let unread = 0;
  let answered = 0;
  let stopped = false;
  /** Per best-recording member: the best answered score (record_best counts up from 1). */
  const answeredBests = [0, 0, 0, 0];
  let bestsAfterSigterm = 0;
  // Once the listening socket closes, new connections are refused, and one that was opened but
  // had not sent its request yet is reset: neither was answered, so a client may retry it. Any
  // other failure is a bug.
  const unanswered = (error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ECONNRESET") unread++;
    else if (code !== "ECONNREFUSED") failures.push(String(code ?? error));
    stopped = true;
  };
  const bestWorker = async (n: number) => {
    for (let score = 1; !stopped; score++) {
      try {
        const sentBefore = answered < 20;
        const { status, body } = await post(
          first.url,
          "/rest/v1/rpc/record_best",
          { game_id: "snake", best: score, lower_is_better: false },
          accessTokens[n],
        );
        expect(status, body).toBe(200);
        expect((JSON.parse(body) as { best: number }).best).toBe(score);
        answeredBests[n] = score;
        if (sentBefore && answered >= 20) bestsAfterSigterm++;
      } catch (error) {
        unanswered(error);
      }
    }
  };
  const worker = async (n: number) => {
    while (!stopped) {
      try {
        const { status, body } = await signIn(first.url, emails[n]!);
        expect(status).toBe(200);
        refreshTokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
        if (++answered === 20) first.child.kill("SIGTERM");
      } catch (error) {
        unanswered(error);
      }
    }
  };
  await Promise.all([...emails.map((_, n) => worker(n)), ...answeredBests.map((_, n) => bestWorker(n))]);

  expect(await first.exited).toBe(0);
  console.log(
    `SIGTERM after 20 sign-ins: ${answered - 20} sign-ins and ${bestsAfterSigterm} best records sent before it ` +
      `answered after it, ${unread} unread reset; ${answeredBests.reduce((a, b) => a + b)} best records answered`,
  );
  expect(failures).toEqual([]);
  // Eight clients always have requests in flight: an abrupt exit would answer none after the 20th.
  expect(answered).toBeGreaterThan(20);
  expect(databaseState(dataDir)).toBe("shut down");

  const second = await startChildService(dataDir);
  services.push(second);
  const client = clientFor(second.url);
  const missing: string[] = [];
  for (const token of refreshTokens) {
    const { error } = await client.auth.refreshSession({ refresh_token: token });
    if (error) missing.push(`${token}: ${error.message}`);
  }
  expect(missing).toEqual([]);
  const lostBests: string[] = [];
  for (const [n, best] of answeredBests.entries()) {
    const res = await fetch(`${second.url}/rest/v1/game_bests?select=best&game_id=eq.snake`, {
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${accessTokens[n]}` },
    });
    const rows = (await res.json()) as { best: number }[];
    // Exactly the last answered score: a request the server read is answered, never dropped.
    if (rows[0]?.best !== best) lostBests.push(`${emails[n]}: answered ${best}, stored ${rows[0]?.best}`);
  }
  expect(lostBests).toEqual([]);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 180_000);
