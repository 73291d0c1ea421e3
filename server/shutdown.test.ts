/**
 * Graceful shutdown (issue 17): SIGTERM during a burst of sign-ins lets the requests in flight
 * finish, closes the database cleanly (the next start needs no recovery) and exits 0; every
 * sign-in that was answered has its session kept.
 */
import { request } from "node:http";
import { rm } from "node:fs/promises";
import { afterAll, expect, it, vi } from "vitest";
import { DEV_ANON_KEY } from "./auth/config.ts";
import { freshDataDir } from "./auth/test-harness.ts";
import { type ChildService, clientFor, databaseState, startChildService } from "./child-service.ts";

let dataDir = "";
const services: ChildService[] = [];

afterAll(async () => {
  for (const { child } of services) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A sign-in on its own connection, so a refused connection is told apart from a lost answer. */
function signIn(url: string, email: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: "POST",
        path: "/auth/v1/token?grant_type=password",
        agent: false,
        headers: { apikey: DEV_ANON_KEY, "Content-Type": "application/json" },
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
    req.end(JSON.stringify({ email, password: "shutdown password" }));
  });
}

it("finishes sign-ins in flight on SIGTERM, exits 0 and leaves the database cleanly shut down", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  dataDir = await freshDataDir();
  const first = await startChildService(dataDir);
  services.push(first);
  const emails = Array.from({ length: 8 }, (_, i) => `shutdown-${i}@example.org`);
  for (const email of emails) {
    const { error } = await clientFor(first.url).auth.signUp({
      email,
      password: "shutdown password",
      options: { data: { nickname: "Shutdown" } },
    });
    expect(error).toBeNull();
  }

  const refreshTokens: string[] = [];
  const failures: string[] = [];
  let unread = 0;
  let answered = 0;
  let stopped = false;
  const worker = async (n: number) => {
    while (!stopped) {
      try {
        const { status, body } = await signIn(first.url, emails[n]!);
        expect(status).toBe(200);
        refreshTokens.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
        if (++answered === 20) first.child.kill("SIGTERM");
      } catch (error) {
        // Once the listening socket closes, new connections are refused, and one that was
        // opened but had not sent its request yet is reset: neither was answered, so a client
        // may retry it. Any other failure is a bug.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ECONNRESET") unread++;
        else if (code !== "ECONNREFUSED") failures.push(String(code ?? error));
        stopped = true;
      }
    }
  };
  await Promise.all(emails.map((_, n) => worker(n)));

  expect(await first.exited).toBe(0);
  console.log(`SIGTERM after 20 sign-ins: ${answered - 20} in flight answered after it, ${unread} unread reset`);
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
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 180_000);
