/**
 * Nothing accepted is lost: the service is killed with SIGKILL while 100 sign-ups are under
 * way, restarted on the same data folder, and every sign-up that was answered 200 is there.
 */
import type { ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { afterAll, expect, it, vi } from "vitest";
import { freshDataDir, uniqueEmail } from "../tests/server/auth-harness.ts";
import { clientFor, startChildService } from "./child-service.ts";

const children: ChildProcess[] = [];
let dataDir = "";

/** The service as a child process; sign-ups stay unconfirmed, so a sign-in proves the hash was kept. */
async function startChild(dir: string) {
  const service = await startChildService(dir, { AUTH_MAILER_AUTOCONFIRM: "0" });
  children.push(service.child);
  return service;
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it("keeps every sign-up that was answered 200 when killed with SIGKILL mid-way", async () => {
  // supabase-js logs each request cut short by the kill; those are expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  dataDir = await freshDataDir();
  const first = await startChild(dataDir);
  const client = clientFor(first.url);
  const emails = Array.from({ length: 100 }, () => uniqueEmail("durable"));
  const accepted: string[] = [];
  let killed = false;

  // Five sign-ups in flight at a time; the kill lands while others are being written.
  let next = 0;
  const worker = async () => {
    while (next < emails.length && !killed) {
      const email = emails[next++]!;
      const { data, error } = await client.auth.signUp({
        email,
        password: "durable password",
        options: { data: { nickname: "Durable" } },
      });
      if (!error && data.user?.email === email) accepted.push(email);
      if (accepted.length >= 40 && !killed) {
        killed = true;
        first.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: 5 }, worker));
  expect(killed).toBe(true);
  expect(accepted.length).toBeGreaterThanOrEqual(40);
  expect(accepted.length).toBeLessThan(100);
  // A child killed by a signal keeps exitCode null (signalCode says why): test both, or a kill
  // that has already landed leaves this waiting for an "exit" that was emitted before.
  const { child } = first;
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once("exit", resolve));

  const second = await startChild(dataDir);
  const again = clientFor(second.url);
  const missing: string[] = [];
  for (const email of accepted) {
    // The right password on an unconfirmed account: proof the account and its hash were kept.
    const { error } = await again.auth.signInWithPassword({ email, password: "durable password" });
    if (error?.code !== "email_not_confirmed") missing.push(email);
  }
  expect(missing).toEqual([]);
  second.child.kill("SIGTERM");
}, 120_000);
