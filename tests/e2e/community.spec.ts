import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { memberAccount, signInAs, signedInMember } from "./support/account";
import { signInWithForm, signUpWithForm } from "./support/auth";
import { expectAxeCleanWideAndNarrow } from "./support/axe";
import { entryOnTheWall, moderatorAccount } from "./support/community";
import { acceptStorageRefusals } from "./support/contest";
import { expect, open, test } from "./support/warm-page";

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

test("the community guidelines are in the footer, say what happens to a report, and pass axe", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Community Guidelines" }).click();
  await expect(page).toHaveURL(/\/community-guidelines$/);
  await expect(page.getByRole("heading", { level: 1, name: "Community Guidelines" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What is never welcome" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens to a report" })).toBeVisible();
  await expect(page.getByText("Nobody but you knows that you reported.")).toBeVisible();
  await expectAxeCleanWideAndNarrow(page);
});

test("a member reports from a phone, a moderator hides it, and its member reads the reason", async ({
  page,
  browser,
  request,
}) => {
  // Three people's sessions, a moderator made with the command, and axe at two widths twice.
  test.setTimeout(240_000);
  const title = `Moon Garden ${Date.now() % 100000}`;
  const [owner, reporter, moderator] = await Promise.all([
    memberAccount(request, "community-owner"),
    memberAccount(request, "community-reporter"),
    moderatorAccount(request),
  ]);
  await entryOnTheWall(request, owner, moderator, title);

  // A visitor sees how to report without an account.
  await open(page, "/activities/contest");
  const visitorCard = page.getByTestId("contest-wall").getByRole("listitem").filter({ hasText: title });
  await expect(visitorCard.getByRole("link", { name: "Sign in to report" })).toBeVisible();
  await expect(visitorCard.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

  // The reporter, on a phone.
  const phone = await phonePage(browser);
  try {
    // From the wall, as a visitor would: Sign in to report, then back to the wall.
    await open(phone.page, "/activities/contest");
    const card = phone.page.getByTestId("contest-wall").getByRole("listitem").filter({ hasText: title });
    await card.getByRole("link", { name: "Sign in to report" }).tap();
    await expect(phone.page).toHaveURL(/\/login\?next=%2Factivities%2Fcontest$/);
    await signInWithForm(phone.page, reporter);
    await expect(phone.page).toHaveURL(/\/activities\/contest$/);
    const button = card.getByRole("button", { name: `Report ${title} by ${owner.nickname}` });
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
    await button.tap();
    const dialog = phone.page.getByRole("dialog", { name: "Report this entry" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /community guidelines/ })).toHaveAttribute(
      "href",
      "/community-guidelines",
    );
    await expectAxeCleanWideAndNarrow(phone.page, { selector: "[data-testid=report-dialog]" });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    // Sending without a reason says what is missing.
    await dialog.getByRole("button", { name: "Send report" }).tap();
    await expect(dialog.getByRole("alert")).toContainText("Choose the reason that fits best.");
    await dialog.getByRole("radio", { name: /Not their work/ }).tap();
    await dialog.getByLabel("Anything a moderator should know? (optional)").fill("I saw this on another site");
    await dialog.getByRole("button", { name: "Send report" }).tap();
    await expect(dialog.getByRole("status")).toContainText("Nobody will know it was you.");
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(card.getByRole("button", { name: `Reported: ${title} by ${owner.nickname}` })).toBeDisabled();
  } finally {
    await phone.context.close();
  }

  // The moderator sees the report (the reason and the note, not who sent it) and hides the entry.
  const modContext = await browser.newContext();
  const modPage = await modContext.newPage();
  try {
    await signInAs(modPage, moderator);
    await open(modPage, "/moderation");
    const reported = modPage.getByTestId("reported-entry").filter({ hasText: title });
    await expect(reported).toContainText("reported by 1 member");
    await expect(reported).toContainText("Not their work");
    await expect(reported).toContainText("I saw this on another site");
    await expect(reported).not.toContainText(reporter.email);
    await expectAxeCleanWideAndNarrow(modPage);
    await modPage.setViewportSize({ width: 1280, height: 800 });
    await reported.getByRole("button", { name: "Hide" }).click();
    await reported.getByLabel("Reason (the member will see it)").fill("This picture looks like someone else's art.");
    await reported.getByRole("button", { name: "Hide from the wall" }).click();
    await expect(reported).toHaveCount(0);
  } finally {
    await modContext.close();
  }

  // Off the wall, and its member reads why.
  await open(page, "/activities/contest");
  await expect(page.getByText(title)).toHaveCount(0);
  await signInAs(page, owner);
  await open(page, "/account");
  const mine = page.getByTestId("my-contest-entry").filter({ hasText: title });
  await expect(mine).toContainText("Hidden from the wall");
  await expect(mine).toContainText("Reason: This picture looks like someone else's art.");
});

test("the contest form names what is missing in fill order, previews the picture and refuses it twice", async ({
  page,
  request,
  health,
}) => {
  test.slow();
  await signedInMember(page, request, "community-artist");
  await open(page, "/activities");
  await expect(page.getByTestId("contest-facts").first()).toContainText("Closes");
  const form = page.getByRole("form", { name: "Enter the contest" });
  const upload = form.getByRole("button", { name: "Upload your picture" });
  await expect(form.getByRole("link", { name: "community guidelines" })).toHaveAttribute(
    "href",
    "/community-guidelines",
  );
  await upload.click();
  await expect(form.getByRole("alert")).toHaveText(
    "Still needed: the photo or scan of your picture and the tick that it is your own work.",
  );
  const picture = {
    name: "star.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 80, height: 80, channels: 3, background: { r: 250, g: 200, b: Date.now() % 250 } },
    })
      .png()
      .toBuffer(),
  };
  await form.getByLabel("Your picture").setInputFiles(picture);
  await expect(form.getByRole("img", { name: "Preview of star.png" })).toBeVisible();
  await upload.click();
  await expect(form.getByRole("alert")).toHaveText("Still needed: the tick that it is your own work.");
  await form.getByLabel("I colored this myself, and it is my own work.").check();
  await upload.click();
  const sent = form.getByRole("link", { name: "See it in My contest entries" });
  await expect(sent).toHaveAttribute("href", "/account#my-contest-entries");

  await form.getByLabel("Your picture").setInputFiles(picture);
  await form.getByLabel("I colored this myself, and it is my own work.").check();
  await upload.click();
  await expect(form.getByRole("alert")).toHaveText(
    "You have already entered this picture. Each picture can be entered once.",
  );
  await acceptStorageRefusals(page, health.errors, [409]);
});

test("sign-up asks for the guidelines and refuses a watched nickname with the database's words", async ({ page }) => {
  await open(page, "/signup");
  await signUpWithForm(page, {
    nickname: "Sexy Star",
    email: `watched.${Date.now()}@example.com`,
    password: "moonbeam-42",
  });
  const agree = page.getByRole("checkbox", { name: /community guidelines/ });
  await expect(agree).toBeFocused();
  await expect(agree).toHaveAccessibleDescription(/tick the box to agree/);
  await expect(page.getByRole("link", { name: "community guidelines", exact: true })).toHaveAttribute(
    "href",
    "/community-guidelines",
  );
  await agree.check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByTestId("form-error")).toContainText("That nickname has a word this station doesn't allow.");
  await expect(page).toHaveURL(/\/signup$/);
});
