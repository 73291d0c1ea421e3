/**
 * Contest helpers: pictures made with sharp (one with GPS tags), moderators, and the refusals a
 * test provokes on purpose (Chromium logs them as console errors, which the health fixture counts).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SignJWT } from "jose";
import sharp from "sharp";
import { hosted } from "../hosted-setup";
import { memberAccount, signInAs } from "./account";
import { ANON_KEY, serviceURL } from "./auth";
import { expect, open, test } from "./test";

/** A picture to upload, as Playwright's setInputFiles takes it. */
export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * On /activities, the Coloring Pages tab's contest panel: upload a picture as a member would,
 * with a title when one is given. Answers the form, to read what it said.
 */
export async function uploadEntry(page: Page, file: PictureFile, title?: string) {
  await open(page, "/activities");
  const form = page.getByRole("form", { name: "Enter the contest" });
  // The form arrives after hydration, and again once the session is read: fill the one that stays.
  const ownWork = form.getByLabel("I colored this myself, and it is my own work.");
  const titleField = form.getByLabel("Title (optional)");
  await expect(async () => {
    if (title !== undefined) await titleField.fill(title);
    await ownWork.check({ timeout: 2_000 });
    if (title !== undefined) await expect(titleField).toHaveValue(title, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await form.getByLabel("Your picture").setInputFiles(file);
  await expect(ownWork).toBeChecked();
  await form.getByRole("button", { name: "Upload your picture" }).click();
  return form;
}

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 255, g: 170, b: 210 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: "Real Name Here", ImageDescription: "my bedroom" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}

/** A JPEG to upload under `name`, with GPS tags and the author's name in its metadata. */
export async function jpegFileWithGps(name: string): Promise<PictureFile> {
  return { name, mimeType: "image/jpeg", buffer: await jpegWithGps() };
}

/** The data folder of the service the current project talks to (scripts/e2e-server.ts, e2e-hosted-service.ts). */
function dataDir(): string {
  const hostedProject = Boolean((test.info().project.metadata as { serviceURL?: string }).serviceURL);
  return hostedProject
    ? path.join(tmpdir(), `lss-e2e-hosted-${hosted.servicePort}`)
    : path.join(tmpdir(), `lss-e2e-auth-${Number(process.env.E2E_PORT) || 4321}`);
}

/** True once the service answers GoTrue's admin API (it refuses a missing key rather than 404). */
export async function hasAdminApi(request: APIRequestContext): Promise<boolean> {
  const response = await request.get(serviceURL("/auth/v1/admin/users"), { headers: { apikey: ANON_KEY } });
  return response.status() !== 404;
}

/** `npm run moderator -- add <email>` against the service of the current project. */
export async function runModeratorCommand(request: APIRequestContext, command: "add" | "remove", email: string) {
  const base = new URL(serviceURL("/"), test.info().project.use.baseURL).origin;
  return promisify(execFile)("npx", ["tsx", "scripts/dev/moderator.ts", command, email], {
    env: { ...process.env, SUPABASE_URL: base, AUTH_DATA_DIR: dataDir() },
  });
}

/** A new moderator in a browser window of their own, on the moderation page; close its context when done. */
export async function moderatorWindow(browser: Browser, request: APIRequestContext, label: string) {
  const moderator = await memberAccount(request, label);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, moderator);
  await becomeModerator(page, request, moderator.email);
  await open(page, "/moderation");
  return { context, page };
}

/**
 * Gives the signed-in page a moderator's session: through the admin API when the service has it,
 * else by re-signing this session's access token with app_metadata.moderator (the service's own
 * secret, from its data folder), which is what the admin API's change puts in the next token.
 */
export async function becomeModerator(page: Page, request: APIRequestContext, email: string): Promise<void> {
  if (await hasAdminApi(request)) {
    await runModeratorCommand(request, "add", email);
    await page.evaluate(async () => {
      const key = "lss-auth";
      const store = localStorage.getItem(key) ? localStorage : sessionStorage;
      const session = JSON.parse(store.getItem(key)!) as { expires_at: number };
      session.expires_at = 0; // refreshed on the next load, with the new app_metadata
      store.setItem(key, JSON.stringify(session));
    });
    return;
  }
  const secret = (JSON.parse(readFileSync(path.join(dataDir(), "auth-keys.json"), "utf8")) as { jwtSecret: string })
    .jwtSecret;
  const stored = await page.evaluate(() => localStorage.getItem("lss-auth") ?? sessionStorage.getItem("lss-auth"));
  const session = JSON.parse(stored!) as { access_token: string; user: { app_metadata: Record<string, unknown> } };
  const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  const appMetadata = { ...(claims.app_metadata as Record<string, unknown>), moderator: true };
  session.access_token = await new SignJWT({ ...claims, app_metadata: appMetadata })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(secret));
  session.user.app_metadata = appMetadata;
  await page.evaluate((value) => {
    const store = localStorage.getItem("lss-auth") ? localStorage : sessionStorage;
    store.setItem("lss-auth", value);
  }, JSON.stringify(session));
}

/** Takes out of the health fixture's list exactly the storage refusals a test provoked. */
export async function acceptStorageRefusals(page: Page, errors: string[], statuses: number[]): Promise<void> {
  await page.evaluate(() => 0);
  const expected = (line: string) => statuses.some((s) => line.includes(`status of ${s}`));
  errors.splice(0, errors.length, ...errors.filter((line) => !expected(line)));
}

/**
 * The site has one winner at a time, and tests run side by side: a test that makes a winner and
 * then looks for it on the home page holds this lock meanwhile, so no other test's winner slips
 * in between. The lock lives in the run's fresh data folder, so a killed run leaves none behind.
 */
export async function holdingTheWinner<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(dataDir(), "e2e-winner.lock");
  await expect
    .poll(
      () =>
        mkdir(lock).then(
          () => true,
          () => false,
        ),
      { timeout: 120_000, message: "the other test holding the winner lets it go" },
    )
    .toBe(true);
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
