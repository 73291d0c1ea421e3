import type { Browser, Page } from "@playwright/test";
import { accessToken, memberAccount, signInAs, type Member } from "./support/account";
import { serviceURL, signInWithForm } from "./support/auth";
import { expectAxeCleanWideAndNarrow } from "./support/axe";
import {
  entryOnTheWall,
  headers,
  makeWinnerThroughApi,
  moderatorAccount,
  namedMember,
  reportThroughApi,
} from "./support/community";
import { acceptStorageRefusals, holdingTheWinner } from "./support/contest";
import { expect, open, test } from "./support/warm-page";

// The reporters are on phones: the wall and the home page are where members meet entries.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A desktop window of its own, signed in as `member`, on `path`. */
async function desktopAs(browser: Browser, member: Member, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, member);
  await open(page, path);
  return { context, page };
}

/** Nothing on the page names a member who reported. */
async function expectNoReporterNamed(page: Page, reporters: Member[]) {
  for (const reporter of reporters) {
    await expect(page.locator("body")).not.toContainText(reporter.nickname);
    await expect(page.locator("body")).not.toContainText(reporter.email);
  }
}

test("three members' reports take an entry and the winner off the site; its member is told and edits; a moderator restores or removes; nobody learns who reported", async ({
  page,
  browser,
  request,
  health,
}) => {
  // Seven accounts, eleven entries, four sessions.
  test.setTimeout(300_000);
  const stamp = Date.now() % 100000;
  const title = `Night Parade ${stamp}`;
  const retitled = `Night Parade ${stamp} again`;
  const [owner, artistA, artistB, moderator, first, second, third] = await Promise.all([
    namedMember(request, "care-owner", "Painter Pip"),
    memberAccount(request, "care-artist-a"),
    memberAccount(request, "care-artist-b"),
    moderatorAccount(request),
    namedMember(request, "care-first", "Quiet Owl"),
    namedMember(request, "care-second", "Gentle Fern"),
    namedMember(request, "care-third", "Sleepy Otter"),
  ]);
  const reporters = [first, second, third];
  const entryId = await entryOnTheWall(request, owner, moderator, title);
  // Ten more entries on the wall, five from each of two members (ten a day each is the limit).
  const others = await Promise.all(
    [artistA, artistB].map(async (artist, a) => {
      const ids: { id: string; title: string }[] = [];
      for (let i = 0; i < 5; i += 1) {
        // Letters, so that no title is the start of another.
        const other = `Lantern ${stamp} ${String.fromCharCode(65 + a * 5 + i)}`;
        ids.push({ id: await entryOnTheWall(request, artist, moderator, other), title: other });
      }
      return ids;
    }),
  ).then((lists) => lists.flat());

  // The third reporter has sent nine reports today before the one that hides the entry.
  const thirdToken = await accessToken(request, third);
  for (const other of others.slice(0, 9)) {
    const sent = await reportThroughApi(request, thirdToken, other.id, "something-else");
    expect(sent.status(), await sent.text()).toBeLessThan(300);
  }

  const dialog = page.getByRole("dialog", { name: "Report this entry" });
  await holdingTheWinner(async () => {
    await makeWinnerThroughApi(request, moderator, entryId);

    // A visitor sees the winner on the home page, and how to report it without an account.
    await open(page, "/");
    const winner = page.getByTestId("contest-winner");
    await expect(winner).toContainText(title);
    await expect(winner.getByRole("link", { name: "Sign in to report" })).toBeVisible();

    // Two members report it through the service; two are not enough to hide it.
    for (const reporter of [first, second]) {
      const sent = await reportThroughApi(request, await accessToken(request, reporter), entryId);
      expect(sent.status(), await sent.text()).toBeLessThan(300);
    }
    await open(page, "/");
    await expect(page.getByTestId("contest-winner")).toContainText(title);

    // The third, on a phone, from the home page: Sign in to report, back home, Report.
    await page.getByTestId("contest-winner").getByRole("link", { name: "Sign in to report" }).tap();
    await signInWithForm(page, third);
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByTestId("contest-winner")
      .getByRole("button", { name: `Report ${title} by ${owner.nickname}` })
      .tap();
    await dialog.getByRole("radio", { name: /Sexual or unsafe/ }).tap();
    await dialog.getByRole("button", { name: "Send report" }).tap();
    await expect(dialog.getByRole("status")).toContainText("Nobody will know it was you.");
    await dialog.getByRole("button", { name: "Close" }).tap();

    // Off the home page at once, without a moderator.
    const answered = page.waitForResponse((r) => r.url().includes("/rpc/contest_wall"));
    await open(page, "/");
    const shown = (await (await answered).json()) as { id: string }[];
    expect(shown.map((e) => e.id)).not.toContain(entryId);
    await expect(page.getByTestId("contest-winner")).toHaveCount(0);
  });

  // And off the wall.
  await open(page, "/activities/contest");
  const wall = page.getByTestId("contest-wall");
  await expect(wall.getByRole("listitem").filter({ hasText: others[9]!.title })).toBeVisible();
  await expect(wall.getByText(title)).toHaveCount(0);

  // The eleventh report of the day is refused with a message.
  const last = wall.getByRole("listitem").filter({ hasText: others[9]!.title });
  await last.getByRole("button", { name: /^Report / }).tap();
  await dialog.getByRole("radio", { name: /Unkind/ }).tap();
  await dialog.getByRole("button", { name: "Send report" }).tap();
  await expect(dialog.getByRole("alert")).toContainText("You have sent 10 reports today");
  await acceptStorageRefusals(page, health.errors, [429]);
  await dialog.getByRole("button", { name: "Cancel" }).tap();
  await expect(dialog).toHaveCount(0);

  // Its member is told why it is off the wall (never by whom) and invited to change the title.
  const ownerWindow = await desktopAs(browser, owner, "/account");
  try {
    const mine = ownerWindow.page.getByTestId("my-contest-entry").filter({ hasText: title });
    await expect(mine).toContainText("Off the wall while a moderator looks at it");
    await expect(mine).toContainText("Some members reported this entry");
    await expectNoReporterNamed(ownerWindow.page, reporters);
    await mine.getByRole("button", { name: `Change the title of ${title}` }).click();
    const field = mine.getByLabel("New title");
    await field.fill(`Call me on 555 123 4567`);
    await mine.getByRole("button", { name: "Save title" }).click();
    await expect(field).toHaveAccessibleDescription(/can't include a phone number/);
    await expectAxeCleanWideAndNarrow(ownerWindow.page, { selector: "[data-testid=my-contest-entries]" });
    await field.fill(retitled);
    await mine.getByRole("button", { name: "Save title" }).click();
    await expect(ownerWindow.page.getByTestId("my-contest-entry").filter({ hasText: retitled })).toContainText(
      "Off the wall while a moderator looks at it",
    );
  } finally {
    await ownerWindow.context.close();
  }

  // The moderator sees the reports (reasons, how many, never who) and the new title, and restores it.
  const modWindow = await desktopAs(browser, moderator, "/moderation");
  try {
    const reported = modWindow.page.getByTestId("reported-entry").filter({ hasText: retitled });
    await expect(reported).toContainText("reported by 3 members");
    await expect(reported).toContainText("Hidden from the wall until you decide");
    await expect(reported).toContainText("Sexual or unsafe");
    await expectNoReporterNamed(modWindow.page, reporters);
    const offWall = modWindow.page.getByTestId("moderation-hidden").getByTestId("moderation-entry").filter({
      hasText: retitled,
    });
    await expect(offWall).toContainText("Off the wall while a moderator looks at it");
    await expect(offWall).toContainText(`Title changed by ${owner.nickname}`);
    await expect(offWall.getByRole("button", { name: "Make winner" })).toHaveCount(0);
    await expectAxeCleanWideAndNarrow(modWindow.page, { selector: "[data-testid=moderation-hidden]" });
    await offWall.getByRole("button", { name: "Restore to the wall" }).click();
    await expect(reported).toHaveCount(0);
    const back = modWindow.page.getByTestId("moderation-wall").getByTestId("moderation-entry").filter({
      hasText: retitled,
    });
    await expect(back).toContainText(/Put back on the wall by/);

    // A report that needs more than hiding: removed with a reason.
    const lantern = modWindow.page.getByTestId("reported-entry").filter({ hasText: others[0]!.title });
    await expect(lantern).toContainText("reported by 1 member");
    await lantern.getByRole("button", { name: "Remove" }).click();
    await lantern.getByLabel("Reason (the member will see it)").fill("This picture is not one of ours to show.");
    await lantern.getByRole("button", { name: "Remove from the wall" }).click();
    await expect(lantern).toHaveCount(0);
  } finally {
    await modWindow.context.close();
  }

  // Back on the wall with its new title; the removed one is gone.
  await open(page, "/activities/contest");
  await expect(page.getByTestId("contest-wall").getByRole("heading", { name: retitled })).toBeVisible();
  await expect(page.getByTestId("contest-wall").getByText(others[0]!.title, { exact: true })).toHaveCount(0);

  // The other tests' wall and queue stay as short as they were.
  const modToken = await accessToken(request, moderator);
  for (const entry of [{ id: entryId }, ...others.slice(1)]) {
    const removed = await request.post(serviceURL("/rest/v1/rpc/contest_remove"), {
      headers: headers(modToken),
      data: { entry_id: entry.id, reason: "Made by a test." },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  }
});
