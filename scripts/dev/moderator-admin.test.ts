import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEYS_FILE } from "../../server/supabase/core/keys.ts";
import { adminTarget, inviteModerator, setModerator } from "./moderator-admin.ts";

describe("npm run moderator", () => {
  it("defaults to the local server and the data folder's key", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lss-moderator-"));
    writeFileSync(path.join(dir, KEYS_FILE), JSON.stringify({ jwtSecret: "s", serviceRoleKey: "local-key" }));
    expect(adminTarget({ PORT: "5000" }, dir)).toEqual({ url: "http://localhost:5000", serviceRoleKey: "local-key" });
    expect(adminTarget({ SUPABASE_URL: "https://x.supabase.co/", SUPABASE_SERVICE_ROLE_KEY: "k" }, dir)).toEqual({
      url: "https://x.supabase.co",
      serviceRoleKey: "k",
    });
    expect(() => adminTarget({}, path.join(dir, "none"))).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
  });

  it("finds the exact address, then sets or clears app_metadata.moderator", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (!init?.method)
        return Response.json({
          users: [
            { id: "1", email: "anna.b@example.com" },
            { id: "2", email: "Anna@example.com" },
          ],
        });
      return Response.json({ id: "2", email: "anna@example.com", app_metadata: { moderator: true } });
    }) as typeof fetch;
    const target = { url: "http://localhost:4173", serviceRoleKey: "srk" };
    await setModerator(target, "anna@example.com", true, fake);
    expect(calls[0]!.url).toBe("http://localhost:4173/auth/v1/admin/users?filter=anna%40example.com&per_page=50");
    expect(calls[1]!.url).toBe("http://localhost:4173/auth/v1/admin/users/2");
    expect(calls[1]!.init?.method).toBe("PUT");
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({ app_metadata: { moderator: true } });
    expect(calls[1]!.init?.headers).toMatchObject({ apikey: "srk", Authorization: "Bearer srk" });
    await setModerator(target, "anna@example.com", false, fake);
    expect(JSON.parse(String(calls[3]!.init?.body))).toEqual({ app_metadata: { moderator: null } });
    await expect(setModerator(target, "nobody@example.com", true, fake)).rejects.toThrow(/No account/);
  });

  it("invites through /invite against the real server, then makes the invitee a moderator", async () => {
    const { startTestService, uniqueEmail } = await import("../../tests/server/auth-harness.ts");
    const svc = await startTestService();
    try {
      const email = uniqueEmail("invite-moderator");
      const target = { url: svc.url, serviceRoleKey: svc.auth.keys.serviceRoleKey };
      const user = await inviteModerator(target, email);
      expect(user.app_metadata).toMatchObject({ moderator: true });
      expect((await svc.mailbox()).find((m) => m.to === email)?.links[0]).toMatch(/type=invite/);
      await expect(inviteModerator({ ...target, serviceRoleKey: "wrong" }, uniqueEmail("x"))).rejects.toThrow(
        /Inviting failed: 401/,
      );
    } finally {
      await svc.stop();
    }
  }, 60_000);
});
