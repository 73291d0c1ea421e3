import type { Page } from "@playwright/test";
import { accessToken, memberAccount, signInAs, signedInMember } from "./support/account";
import { ANON_KEY, serviceURL } from "./support/auth";
import { expectAxeCleanWideAndNarrow } from "./support/axe";
import { jpegFileWithGps, moderatorWindow, uploadEntry } from "./support/contest";
import { expect, isolatedTest as test, open, waitForHydration } from "./support/warm-page";

/** A call to the data API as the member whose token it is. */
async function rpc(page: Page, token: string, fn: string, body: object) {
  const response = await page.request.post(serviceURL(`/rest/v1/rpc/${fn}`), {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, "content-type": "application/json" },
    data: body,
  });
  expect(response.status(), `${fn}: ${await response.text()}`).toBeLessThan(300);
}

test("a member gives a sticker from their book to a picture on the wall, takes it back and gives it again; its member sees who sent it", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const title = "Star Nap";
  // The artist enters a picture, and a moderator puts it on the wall.
  const artist = await signedInMember(page, request, "wall-artist");
  const form = await uploadEntry(page, await jpegFileWithGps("nap.jpg"), title);
  await expect(form.getByText("Entry sent!")).toBeVisible({ timeout: 20_000 });

  const { context: modContext, page: modPage } = await moderatorWindow(browser, request, "wall-moderator");
  await modPage
    .getByTestId("moderation-entry")
    .filter({ hasText: title })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(
    modPage.getByTestId("moderation-wall").getByTestId("moderation-entry").filter({ hasText: title }),
  ).toContainText("Approved by");
  await modContext.close();

  // The artist's own picture offers nothing to give, and says why in words.
  const label = `${title} by ${artist.nickname}`;
  await open(page, "/activities/contest");
  const ownCard = page.getByTestId("contest-wall").getByRole("listitem").filter({ hasText: title });
  await expect(ownCard.getByTestId("own-picture-note")).toHaveText(
    "This is your picture, so there is no sticker to give here: other members give it theirs, and My Account shows who sent them.",
  );
  await expect(ownCard.getByRole("button", { name: /sticker/i })).toHaveCount(0);

  // A second member with a nickname of their own and Story Time in their book.
  const giver = await memberAccount(request, "wall-giver");
  const giverName = `Sunny ${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(97 + Math.floor(Math.random() * 26))}`;
  const token = await accessToken(request, giver);
  await rpc(page, token, "set_nickname", { nickname: giverName });
  await rpc(page, token, "award_sticker", { sticker_id: "story-time" });
  const giverContext = await browser.newContext();
  const giverPage = await giverContext.newPage();
  // The account corner shows the nickname given at sign-up; the wall and the account read the profile.
  // Signed in with the wall as the page to return to, as the wall's sign-in links do.
  await signInAs(giverPage, giver, "/login?next=%2Factivities%2Fcontest");
  await giverPage.waitForURL("**/activities/contest");
  await waitForHydration(giverPage);
  const card = giverPage.getByTestId("contest-wall").getByRole("listitem").filter({ hasText: title });
  const received = card.getByRole("list", { name: `Stickers given to ${label}` });
  await expect(received).toHaveCount(0);

  await card.getByRole("button", { name: `Give a sticker to ${label}` }).click();
  const storyTime = card.getByRole("list", { name: `Your stickers to give to ${label}` }).getByRole("button", {
    name: "Story Time",
  });
  await expect(storyTime).toHaveAttribute("aria-pressed", "false", { timeout: 20_000 });
  await storyTime.click();
  await expect(storyTime).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByRole("status")).toHaveText(`You gave Story Time to ${label}.`);
  // The picture shows the sticker by its name and picture, with no count beside it.
  await expect(received).toHaveText("Story Time");

  // Tapping it again takes it back.
  await storyTime.click();
  await expect(storyTime).toHaveAttribute("aria-pressed", "false");
  await expect(card.getByRole("status")).toHaveText("You took back Story Time.");
  await expect(received).toHaveCount(0);
  await storyTime.click();
  await expect(storyTime).toHaveAttribute("aria-pressed", "true");
  await expect(received).toHaveText("Story Time");

  // The sticker controls, open and then closed, pass axe at 1280 and 390 px; on a phone each
  // is at least 48 px each way.
  const toggle = card.getByRole("button", { name: `Your sticker to ${label}` });
  const wall = '[data-testid="contest-wall"]';
  const atLeast48 = async (width: number) => {
    if (width > 400) return;
    const controls = [
      toggle,
      ...(await card
        .getByRole("list", { name: /Your stickers to give/ })
        .getByRole("button")
        .all()),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height), await control.innerText()).toBeGreaterThanOrEqual(48);
    }
  };
  await expectAxeCleanWideAndNarrow(giverPage, { selector: wall, between: atLeast48 });
  await giverPage.setViewportSize({ width: 1280, height: 800 });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(storyTime).toBeHidden();
  await expectAxeCleanWideAndNarrow(giverPage, {
    selector: wall,
    between: async (width) => {
      if (width > 400) return;
      const box = (await toggle.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    },
  });

  // A visitor sees the sticker on the picture and nothing to give.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await open(visitor, "/activities/contest");
  const seen = visitor.getByTestId("contest-wall").getByRole("listitem").filter({ hasText: title });
  await expect(seen.getByRole("list", { name: `Stickers given to ${label}` })).toHaveText("Story Time");
  await expect(seen.getByRole("button", { name: /Give a sticker/ })).toHaveCount(0);
  await visitorContext.close();
  await giverContext.close();

  // The artist's account says who sent it, by nickname.
  await open(page, "/account");
  await expect(page.getByText(`${giverName} gave Story Time to ${title}`)).toBeVisible({ timeout: 20_000 });
});
