import type { APIRequestContext } from "@playwright/test";
import { accessToken, signInAs, type Member, signedInMember } from "./support/account";
import { ANON_KEY, serviceURL } from "./support/auth";
import { hexRgb, isWhite, near, openStudio } from "./support/studio";
import { expect, test } from "./support/warm-page";

// Sign-ins through bcrypt and two studios on software WebGL, on shared cores.
test.describe.configure({ timeout: 240_000 });

const PAGE = "bubble-bath-duck";
const SKY = hexRgb("#aed6f1");
const CORAL = hexRgb("#f2897b");

/** The names the member's account keeps for the studio, as the member's own data API call lists them. */
async function keptNames(request: APIRequestContext, member: Member): Promise<string[]> {
  const token = await accessToken(request, member);
  const response = await request.post(serviceURL("/rest/v1/rpc/studio_my_pictures"), {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    data: {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { name: string }[]).map((r) => r.name);
}

test("a member colours a picture and continues it in a second browser, where the account brings it", async ({
  page,
  request,
  browser,
}) => {
  const member = await signedInMember(page, request, "studio-sync");
  const firstStudio = await openStudio(page, PAGE);
  const file = firstStudio.file;
  const body = firstStudio.region("the duck's body");
  const other = [...file.regions]
    .sort((a, b) => b[2] - a[2])
    .find((r) => r[0] !== file.regions[0]![0] && r[0] !== body[0])!;
  await page.getByRole("radio", { name: "Sky blue" }).check();
  const [bx, by] = firstStudio.inside(body[0]);
  await firstStudio.click(bx, by);
  await expect(page.getByTestId("studio-announcer")).toContainText("with sky blue");
  // The account holds the picture and its thumbnail a few seconds after the last change.
  await expect
    .poll(async () => (await keptNames(request, member)).map((n) => n.split(".").pop()).sort(), { timeout: 30_000 })
    .toEqual(["json", "png"]);
  const firstVersion = (await keptNames(request, member)).find((n) => n.endsWith(".json"));

  // A second browser: nothing stored there but the sign-in.
  const second = await browser.newContext({ serviceWorkers: "block" });
  const elsewhere = await second.newPage();
  await signInAs(elsewhere, member);
  const secondStudio = await openStudio(elsewhere, PAGE);
  const duck = await secondStudio.toScreen(bx, by);
  await expect
    .poll(async () => near((await secondStudio.shot()).at(duck.x, duck.y), SKY), { timeout: 30_000 })
    .toBe(true);
  // ... and goes on colouring it there.
  await elsewhere.getByRole("radio", { name: "Coral" }).check();
  const [ox, oy] = secondStudio.inside(other[0]);
  await secondStudio.click(ox, oy);
  await expect(elsewhere.getByTestId("studio-announcer")).toContainText("with coral");
  // Its change replaces the version it started from.
  await expect
    .poll(async () => (await keptNames(request, member)).filter((n) => n.endsWith(".json") && n !== firstVersion), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  expect(await keptNames(request, member)).not.toContain(firstVersion);
  await second.close();

  // Back on the first browser, the picture carries both colours.
  const back = await openStudio(page, PAGE);
  const there = await back.toScreen(ox, oy);
  const duckHere = await back.toScreen(bx, by);
  await expect.poll(async () => near((await back.shot()).at(there.x, there.y), CORAL), { timeout: 30_000 }).toBe(true);
  expect(near((await back.shot()).at(duckHere.x, duckHere.y), SKY)).toBe(true);
  expect(isWhite((await back.shot()).at(duckHere.x, duckHere.y))).toBe(false);

  // My pictures lists it with its thumbnail, and continues it in the studio.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/account");
    const panel = page.getByTestId("my-pictures");
    const thumb = panel.getByRole("img", { name: "Bubble Bath Duck, as you left it" });
    await expect(thumb).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `/tmp/studio-sync-my-pictures-${size.width}.png` });
  }
  await page.getByRole("link", { name: "Continue coloring Bubble Bath Duck" }).click();
  await expect(page).toHaveURL(new RegExp(`/activities/color/${PAGE}$`));
});
