/**
 * A backup taken while members keep signing up and recording bests holds every write answered
 * before it began, and the restored folder opens cleanly with the keys that go with it.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openDb } from "../core/db.ts";
import { checkDataDir, unpackBackup } from "./restore.ts";
import { startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";

vi.setConfig({ testTimeout: 180_000 });

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ AUTH_MAILER_AUTOCONFIRM: "1" });
}, 120_000);
afterAll(() => svc?.stop());

const backup = (headers: Record<string, string>) => fetch(`${svc.url}/_admin/backup`, { method: "POST", headers });

it("refuses without the service-role key, and from a forwarded request", async () => {
  expect((await backup({})).status).toBe(401);
  expect((await backup({ Authorization: `Bearer ${svc.auth.keys.generatedAnonKey}` })).status).toBe(401);
  const forwarded = await backup({
    Authorization: `Bearer ${svc.auth.keys.serviceRoleKey}`,
    "X-Forwarded-For": "203.0.113.9",
  });
  expect(forwarded.status).toBe(403);
});

it("holds every write answered before it began, taken during a steady stream of them", async () => {
  interface Write {
    email: string;
    best: number;
    answeredAt: number;
  }
  const answered: Write[] = [];
  let stop = false;
  let counter = 0;
  async function writer() {
    while (!stop) {
      const email = uniqueEmail("stream");
      const best = ++counter;
      const client = svc.client();
      const { error } = await client.auth.signUp({
        email,
        password: "correct horse 1",
        options: { data: { nickname: "Nova" } },
      });
      if (error) throw error;
      const recorded = await client.rpc("record_best", { game_id: "snake", best, lower_is_better: false });
      if (recorded.error) throw recorded.error;
      answered.push({ email, best, answeredAt: performance.now() });
    }
  }
  const writers = [writer(), writer(), writer()];
  while (answered.length < 15) await new Promise((r) => setTimeout(r, 50));

  const startedAt = performance.now();
  const response = await backup({ Authorization: `Bearer ${svc.auth.keys.serviceRoleKey}` });
  expect(response.status).toBe(200);
  const archive = Buffer.from(await response.arrayBuffer());
  const during = answered.filter((w) => w.answeredAt > startedAt).length;
  stop = true;
  await Promise.all(writers);
  const before = answered.filter((w) => w.answeredAt < startedAt);
  expect(before.length).toBeGreaterThanOrEqual(15);
  // Writes went on being answered while the backup was taken.
  expect(during).toBeGreaterThan(0);
  expect(Number(response.headers.get("x-backup-paused-ms"))).toBeLessThan(5000);

  const restored = await mkdtemp(path.join(tmpdir(), "lss-restored-"));
  try {
    await unpackBackup(archive, path.join(restored, "data"));
    const dir = path.join(restored, "data");
    expect(existsSync(path.join(dir, "auth-keys.json"))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(dir, "auth-keys.json"), "utf8")).serviceRoleKey).toBe(
      svc.auth.keys.serviceRoleKey,
    );
    const counts = await checkDataDir(dir);
    expect(counts.users).toBeGreaterThanOrEqual(before.length);
    const db = await openDb(dir);
    const rows = (
      await db.query<{ email: string; best: number }>(
        "select u.email, b.best from auth.users u join public.game_bests b on b.user_id = u.id",
      )
    ).rows;
    await db.close();
    const stored = new Map(rows.map((r) => [r.email, r.best]));
    for (const write of before) expect(stored.get(write.email.toLowerCase())).toBe(write.best);
  } finally {
    await rm(restored, { recursive: true, force: true });
  }
});
