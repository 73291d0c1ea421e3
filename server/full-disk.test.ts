/**
 * A full disk: the auth service's data folder on a small tmpfs that is then filled.
 * Sign-ups answer GoTrue's shape with 507, the service keeps serving, and once space is freed
 * sign-ups work again and what was there is intact. Mounting needs root (CI runs as root);
 * otherwise the test is skipped and says why. The mount is removed whatever happens.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { DEV_ANON_KEY } from "./supabase/core/config.ts";
import { copyTemplateDatabase } from "./supabase/core/template.ts";
import { type ChildService, databaseState, startChildService } from "./child-service.ts";

const isRoot = process.getuid?.() === 0;
if (!isRoot) console.warn("full-disk.test.ts skipped: mounting a small filesystem needs root.");

let mountPoint = "";
let service: ChildService | undefined;

afterAll(() => {
  if (service && service.child.exitCode === null && service.child.signalCode === null) service.child.kill("SIGKILL");
  if (mountPoint) {
    execFileSync("umount", ["-l", mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
});

const signUp = (url: string, email: string) =>
  fetch(`${url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "full disk password", data: { nickname: "Disk" } }),
  });

it.skipIf(!isRoot)(
  "answers sign-ups 507 on a full disk, keeps serving, and works again once space is freed",
  async () => {
    mountPoint = mkdtempSync(path.join(tmpdir(), "lss-full-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", mountPoint]);
    await copyTemplateDatabase(mountPoint);
    service = await startChildService(mountPoint);
    expect((await signUp(service.url, "before@example.org")).status).toBe(200);

    const { bavail, bsize } = statfsSync(mountPoint);
    const filler = path.join(mountPoint, "filler");
    // Every last block: PostgreSQL's pages have room for a few rows before a file must grow.
    writeFileSync(filler, Buffer.alloc(bavail * bsize));
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(507); i++) {
      const res = await signUp(service.url, `full-${i}@example.org`);
      statuses.push(res.status);
      if (res.status !== 200) {
        expect(await res.json()).toMatchObject({ code: 507, error_code: "insufficient_storage" });
      }
    }
    expect(statuses).toContain(507);
    expect(statuses.every((status) => status === 200 || status === 507)).toBe(true);
    const health = await fetch(`${service.url}/auth/v1/health`, { headers: { apikey: DEV_ANON_KEY } });
    expect(health.status).toBe(200);

    rmSync(filler);
    expect((await signUp(service.url, "after@example.org")).status).toBe(200);
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
    expect(databaseState(mountPoint)).toBe("shut down");

    // Nothing corrupted: the service reopens the database and both members sign in.
    service = await startChildService(mountPoint);
    for (const email of ["before@example.org", "after@example.org"]) {
      const res = await fetch(`${service.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: DEV_ANON_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "full disk password" }),
      });
      expect(res.status).toBe(200);
    }
    service.child.kill("SIGTERM");
    expect(await service.exited).toBe(0);
  },
  180_000,
);
