import type { APIRequestContext, Page } from "@playwright/test";
import { ANON_KEY, createAccount, expectSignedInAs, serviceURL, signInWithForm, uniqueEmail } from "./auth";
import { expect, open } from "./test";

export interface Member {
  email: string;
  password: string;
  nickname: string;
}

export const newMember = (label: string): Member => ({
  email: uniqueEmail(label),
  password: "moonbeam-42",
  nickname: "Comet Cub",
});

/** A confirmed member, made through the service's API (sign-up is tested on its own elsewhere). */
export async function memberAccount(request: APIRequestContext, label: string): Promise<Member> {
  const member = newMember(label);
  await createAccount(request, member);
  return member;
}

/** Signs in with the form and waits for the account corner to show the member. */
export async function signInAs(page: Page, member: Member, path = "/login"): Promise<void> {
  await open(page, path);
  await signInWithForm(page, member);
  await expectSignedInAs(page, member.nickname);
}

/** A new member, signed in on `page` through the sign-in form. */
export async function signedInMember(page: Page, request: APIRequestContext, label: string): Promise<Member> {
  const member = await memberAccount(request, label);
  await signInAs(page, member);
  return member;
}

/** The member's access token, signed in through the API (for the data API below). */
export async function accessToken(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.post(serviceURL("/auth/v1/token?grant_type=password"), {
    headers: { apikey: ANON_KEY, "content-type": "application/json" },
    data: { email: member.email, password: member.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const restHeaders = (token: string) => ({
  apikey: ANON_KEY,
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
});

/** Records a best as supabase-js's rpc() does. */
export async function recordBest(request: APIRequestContext, token: string, gameId: string, best: number) {
  const response = await request.post(serviceURL("/rest/v1/rpc/record_best"), {
    headers: restHeaders(token),
    data: { game_id: gameId, best, lower_is_better: gameId === "memory" || gameId === "word-search" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The member's rows in game_bests, as the data API shows them to that member. */
export async function bestRows(
  request: APIRequestContext,
  token: string,
): Promise<{ game_id: string; best: number }[]> {
  const response = await request.get(serviceURL("/rest/v1/game_bests?select=game_id,best"), {
    headers: restHeaders(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { game_id: string; best: number }[];
}

/** Opens My Account from the avatar menu, as a member would. */
export async function openAccountFromMenu(page: Page, nickname: string): Promise<void> {
  await page
    .locator("#sidebar")
    .getByRole("button", { name: `Account menu for ${nickname}` })
    .click();
  await page.getByRole("menuitem", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
}
