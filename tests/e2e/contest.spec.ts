import { writeFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { memberAccount, signInAs, signedInMember } from "./support/account";
import { serviceURL } from "./support/auth";
import {
  acceptStorageRefusals,
  becomeModerator,
  hasAdminApi,
  holdingTheWinner,
  jpegFileWithGps,
  jpegWithGps,
  moderatorWindow,
  runModeratorCommand,
  uploadEntry,
  type PictureFile,
} from "./support/contest";
import { HOSTED_TAG } from "./hosted-setup";
import { expectAxeCleanWideAndNarrow } from "./support/axe";
import { expect, open, test } from "./support/warm-page";

const SENT = "Entry sent! It will appear once it has been reviewed.";

/** After a refusal, the same form: another file, Upload again (title and confirmation stay). */
async function sendAnother(form: Locator, file: string | PictureFile) {
  await form.getByLabel("Your picture").setInputFiles(file);
  await form.getByRole("button", { name: "Upload your picture" }).click();
}

test("a visitor is asked to sign in to enter, and keeps the mail link", async ({ page }) => {
  await open(page, "/activities");
  const link = page.getByRole("link", { name: "Sign in to enter" });
  await expect(link).toHaveAttribute("href", "/login?next=%2Factivities");
  await expect(page.getByRole("link", { name: "Email Your Entry" })).toBeVisible();
});

test(
  "an entry goes from upload to review to the wall and the home page, then is withdrawn",
  { tag: HOSTED_TAG },
  async ({ page, browser, request }) => {
    test.slow();
    const member = await signedInMember(page, request, "contest-artist");
    const form = await uploadEntry(page, await jpegFileWithGps("comet.jpg"), "Comet Dream");
    await expect(form.getByText(SENT)).toBeVisible();

    await open(page, "/account");
    const panel = page.getByTestId("my-contest-entries");
    await expect(panel.getByTestId("my-contest-entry").filter({ hasText: "Comet Dream" })).toContainText(
      "Waiting for review",
    );
    await open(page, "/activities/contest");
    await expect(page.getByText("Comet Dream")).toHaveCount(0);

    // A second member, and the moderation page, see nothing of it.
    const moderator = await memberAccount(request, "contest-moderator");
    const context = await browser.newContext();
    const modPage = await context.newPage();
    await signInAs(modPage, moderator);
    await open(modPage, "/moderation");
    await expect(modPage.getByRole("heading", { level: 1, name: "Uh oh! Page Not Found!" })).toBeVisible();

    await becomeModerator(modPage, request, moderator.email);
    await open(modPage, "/moderation");
    await expect(modPage.getByRole("heading", { level: 1, name: "Contest moderation" })).toBeVisible();
    const entry = modPage.getByTestId("moderation-entry").filter({ hasText: "Comet Dream" });
    await expect(entry).toContainText(`by ${member.nickname}`);
    await entry.getByRole("button", { name: "Approve" }).click();
    const onWall = modPage
      .getByTestId("moderation-wall")
      .getByTestId("moderation-entry")
      .filter({ hasText: "Comet Dream" });
    await expect(onWall).toContainText("Approved by");
    // Made winner and looked for on the home page while no other test makes one.
    const src = await holdingTheWinner(async () => {
      await onWall.getByRole("button", { name: "Make winner" }).click();
      await expect(onWall).toContainText("Made winner by");

      // The wall shows it with the nickname only, and its picture carries no metadata.
      await open(page, "/activities/contest");
      const card = page.getByTestId("contest-wall").getByRole("listitem").filter({ hasText: "Comet Dream" });
      await expect(card).toContainText(`by ${member.nickname}`);
      await expect(card).toContainText("Winner");
      await expect(card).not.toContainText(member.email);
      const src = await card.locator("img").getAttribute("src");
      const picture = await request.get(src!);
      expect(picture.status()).toBe(200);
      const bytes = await picture.body();
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("Real Name Here"))).toBe(false);
      // The tile is a thumbnail Storage made (the 900 px upload at 600 px), where Storage transforms
      // pictures; a build for a hosted project without transformations shows the original.
      const thumbnails = !test.info().project.name.includes("hosted");
      expect(src!.includes("/render/image/public/contest-wall/")).toBe(thumbnails);
      if (thumbnails) {
        expect(picture.headers()["x-transformations"]).toBe("width:600,resizing_type:fit,quality:80");
        expect(meta.width).toBe(600);
      } else expect(meta.width).toBe(900);
      await expect
        .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(thumbnails ? 600 : 900);

      await open(page, "/");
      const winner = page.getByTestId("contest-winner");
      await expect(winner).toContainText("Comet Dream");
      await expect(winner).toContainText(member.nickname);
      return src!;
    });

    await open(page, "/account");
    const mine = page.getByTestId("my-contest-entry").filter({ hasText: "Comet Dream" });
    await expect(mine).toContainText("Winner");
    await mine.getByRole("button", { name: "Withdraw Comet Dream" }).click();
    await expect(mine).toHaveCount(0);
    expect((await request.get(src!)).status()).toBe(404);
    await context.close();
  },
);

test("a declined entry shows the reason on the account page", async ({ page, browser, request }) => {
  test.slow();
  await signedInMember(page, request, "contest-declined");
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#9cf" } })
    .png()
    .toBuffer();
  const form = await uploadEntry(page, { name: "moon.png", mimeType: "image/png", buffer: png }, "Moon Nap");
  await expect(form.getByText(SENT)).toBeVisible();

  const { context, page: modPage } = await moderatorWindow(browser, request, "contest-moderator");
  const entry = modPage.getByTestId("moderation-entry").filter({ hasText: "Moon Nap" });
  await entry.getByRole("button", { name: "Decline" }).click();
  await entry.getByLabel("Reason (the member will see it)").fill("Please send a picture you colored yourself.");
  await entry.getByRole("button", { name: "Send decline" }).click();
  await expect(modPage.getByTestId("moderation-entry").filter({ hasText: "Moon Nap" })).toHaveCount(0);
  await context.close();

  await open(page, "/account");
  const mine = page.getByTestId("my-contest-entry").filter({ hasText: "Moon Nap" });
  await expect(mine).toContainText("Not accepted");
  await expect(mine).toContainText("Reason: Please send a picture you colored yourself.");
});

test(
  "files that are not pictures are refused with their messages, and nothing is entered",
  { tag: HOSTED_TAG },
  async ({ page, request, health }, testInfo) => {
    test.slow();
    await signedInMember(page, request, "contest-refused");
    // One form, one refusal after another, as a member would try file after file; next to each
    // other no two refusals say the same thing, so each message is the new answer's.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const form = await uploadEntry(page, { name: "drawing.jpg", mimeType: "image/jpeg", buffer: svg }, "Sneaky");
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("send a JPEG, PNG or WebP photo or scan");
    const truncated = (await jpegWithGps()).subarray(0, 800);
    await sendAnother(form, { name: "cut.jpg", mimeType: "image/jpeg", buffer: truncated });
    await expect(alert).toContainText("damaged or incomplete");
    const html = Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>");
    await sendAnother(form, { name: "page.png", mimeType: "image/png", buffer: html });
    await expect(alert).toContainText("send a JPEG, PNG or WebP photo or scan");
    // From a file on disk: the browser reads it there, instead of 10 MB crossing the protocol.
    const huge = testInfo.outputPath("huge.jpg");
    await writeFile(huge, Buffer.alloc(10 * 1024 * 1024 + 10));
    await sendAnother(form, huge);
    await expect(alert).toContainText("larger than 10 MB");
    await acceptStorageRefusals(page, health.errors, [415, 422]);

    await open(page, "/account");
    await expect(page.getByTestId("my-contest-entries")).toContainText("You have not entered the coloring contest yet");
  },
);

test("the wall, the moderation page and the account panel are accessible at 1280 and 390 px", async ({
  page,
  request,
}) => {
  test.slow();
  const member = await signedInMember(page, request, "contest-axe");
  await open(page, "/activities/contest");
  await expect(page.getByTestId("contest-wall").or(page.getByTestId("wall-empty"))).toBeVisible();
  await expectAxeCleanWideAndNarrow(page);

  const form = await uploadEntry(page, await jpegFileWithGps("a.jpg"), "Axe Star");
  await expect(form.getByText(SENT)).toBeVisible();
  await open(page, "/account");
  await expect(page.getByTestId("my-contest-entry")).toBeVisible();
  await expectAxeCleanWideAndNarrow(page, { selector: "[data-testid=my-contest-entries]" });

  await becomeModerator(page, request, member.email);
  await open(page, "/moderation");
  await expect(page.getByTestId("moderation-entry").first()).toBeVisible();
  await expectAxeCleanWideAndNarrow(page);
});

test(
  "npm run moderator makes and unmakes a moderator through the admin API",
  { tag: HOSTED_TAG },
  async ({ request }) => {
    test.skip(!(await hasAdminApi(request)), "the service has no GoTrue admin API yet");
    const member = await memberAccount(request, "contest-command");
    const added = await runModeratorCommand(request, "add", member.email);
    expect(added.stdout).toContain("is now a moderator");
    const token = await request.post(serviceURL("/auth/v1/token?grant_type=password"), {
      headers: { apikey: "lss-embedded-dev-anon-key", "content-type": "application/json" },
      data: { email: member.email, password: member.password },
    });
    const session = (await token.json()) as { user: { app_metadata: Record<string, unknown> } };
    expect(session.user.app_metadata.moderator).toBe(true);
    const removed = await runModeratorCommand(request, "remove", member.email);
    expect(removed.stdout).toContain("is no longer a moderator");
  },
);
