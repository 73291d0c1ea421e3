/**
 * Two-step sign-in in the browser tests: the authenticator app's codes, computed from the key the
 * account page shows (otpauth, as the server checks them), and a second site server that requires
 * moderators to give one (MODERATOR_MFA=1), since the suite's own server leaves it off.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { accessToken, type Member } from "./account";
import { ANON_KEY, serviceURL } from "./auth";

const PERIOD_MS = 30_000;

/**
 * An authenticator app for one key. The service accepts a code of the current 30 s step or one
 * either side, and each step once: every code this gives belongs to a later step than the last,
 * the earliest one still accepted, so a test never waits for the clock unless it asks for
 * several codes within a minute.
 */
export function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), digits: 6, period: 30 });
  let last = -Infinity;
  return {
    async code(): Promise<string> {
      const step = () => Math.floor(Date.now() / PERIOD_MS);
      // A step beyond the next is not accepted yet: wait until the clock comes close enough.
      await expect.poll(() => last + 1 <= step() + 1, { timeout: 70_000, intervals: [1000] }).toBe(true);
      const chosen = Math.max(last + 1, step() - 1);
      last = chosen;
      return totp.generate({ timestamp: chosen * PERIOD_MS });
    },
  };
}

/**
 * Turns two-step sign-in on for `member` through the service's API (GoTrue's /factors), as the
 * account page would, for tests about what comes after; returns their app.
 */
export async function enrolThroughApi(request: APIRequestContext, member: Member) {
  const headers = {
    apikey: ANON_KEY,
    authorization: `Bearer ${await accessToken(request, member)}`,
    "content-type": "application/json",
  };
  const post = async (path: string, data: object) => {
    const response = await request.post(serviceURL(`/auth/v1${path}`), { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: string; totp?: { secret: string } };
  };
  const factor = await post("/factors", { factor_type: "totp" });
  const app = authenticator(factor.totp!.secret);
  const challenge = await post(`/factors/${factor.id}/challenge`, {});
  await post(`/factors/${factor.id}/verify`, { challenge_id: challenge.id, code: await app.code() });
  return app;
}

/**
 * On the sign-in's second step: the app's code field has focus, and a wrong code is refused in
 * words and cleared. Returns the field, for the right code.
 */
export async function expectWrongCodeRefused(page: Page) {
  const code = page.getByLabel("Code from your app");
  await expect(code).toBeFocused();
  await code.fill("000000");
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page.getByTestId("form-error")).toContainText("That code isn't right.");
  await expect(code).toHaveValue("");
  return code;
}

/** Reads the key the account page shows while two-step sign-in is being set up. */
export async function shownKey(page: Page): Promise<string> {
  const text = await page.getByTestId("two-step-key").textContent();
  return (text ?? "").replace(/\s/g, "");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface SiteServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** The production site and its embedded service on a free port, as the suite's (e2e-server.ts), with `env` added. */
export async function startSiteServer(env: Record<string, string>): Promise<SiteServer> {
  const port = await freePort();
  const child: ChildProcess = spawn("npx", ["tsx", "scripts/test-support/e2e-server.ts"], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  return {
    url,
    dataDir: path.join(tmpdir(), `lss-e2e-auth-${port}`),
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // Its own process group: npx, tsx and the server stop together.
      process.kill(-child.pid, "SIGTERM");
      await exited;
    },
  };
}
