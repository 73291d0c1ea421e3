/**
 * Community care helpers: members with a nickname of their own (so a test can tell who is who in
 * what a page shows), entries put on the wall and reports sent through the service's API.
 */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { accessToken, memberAccount, newMember, type Member } from "./account";
import { ANON_KEY, createAccount, serviceURL } from "./auth";
import { runModeratorCommand } from "./contest";
import { expect } from "./test";

export const headers = (token: string, type = "application/json") => ({
  apikey: ANON_KEY,
  authorization: `Bearer ${token}`,
  "content-type": type,
});

let pictures = 0;

/** An entry of `owner`'s on the wall, sent and approved through the service's API. */
export async function entryOnTheWall(request: APIRequestContext, owner: Member, moderator: Member, title: string) {
  const ownerToken = await accessToken(request, owner);
  const me = (await (await request.get(serviceURL("/auth/v1/user"), { headers: headers(ownerToken) })).json()) as {
    id: string;
  };
  const name = `${me.id}/${crypto.randomUUID()}.png`;
  // A colour of its own: one member entering the same picture twice is refused.
  pictures += 1;
  const png = await sharp({
    create: {
      width: 120,
      height: 120,
      channels: 3,
      background: { r: pictures % 256, g: (Date.now() % 200) + 20, b: 230 },
    },
  })
    .png()
    .toBuffer();
  const up = await request.post(serviceURL(`/storage/v1/object/contest-entries/${name}`), {
    headers: headers(ownerToken, "image/png"),
    data: png,
  });
  expect(up.status(), await up.text()).toBe(200);
  const entered = await request.post(serviceURL("/rest/v1/rpc/contest_enter"), {
    headers: headers(ownerToken),
    data: { entry_path: name, title },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  const { id } = (await entered.json()) as { id: string };

  const modToken = await accessToken(request, moderator);
  const wallPath = `${crypto.randomUUID()}.png`;
  const copied = await request.post(serviceURL("/storage/v1/object/copy"), {
    headers: headers(modToken),
    data: { bucketId: "contest-entries", sourceKey: name, destinationKey: wallPath, destinationBucket: "contest-wall" },
  });
  expect(copied.status(), await copied.text()).toBe(200);
  const approved = await request.post(serviceURL("/rest/v1/rpc/contest_approve"), {
    headers: headers(modToken),
    data: { entry_id: id, wall_path: wallPath },
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  return id;
}

export async function moderatorAccount(request: APIRequestContext): Promise<Member> {
  const moderator = await memberAccount(request, "community-moderator");
  await runModeratorCommand(request, "add", moderator.email);
  return moderator;
}

/** A confirmed member whose nickname is theirs alone in the test. */
export async function namedMember(request: APIRequestContext, label: string, nickname: string): Promise<Member> {
  const member = { ...newMember(label), nickname };
  await createAccount(request, member);
  return member;
}

/** A report sent as `token`'s member; answers the response for the test to judge. */
export async function reportThroughApi(request: APIRequestContext, token: string, entryId: string, reason = "unkind") {
  return request.post(serviceURL("/rest/v1/rpc/contest_report"), {
    headers: headers(token),
    data: { entry_id: entryId, reason },
  });
}

/** Makes the entry the contest's winner, as a moderator's Make winner does. */
export async function makeWinnerThroughApi(request: APIRequestContext, moderator: Member, entryId: string) {
  const made = await request.post(serviceURL("/rest/v1/rpc/contest_make_winner"), {
    headers: headers(await accessToken(request, moderator)),
    data: { entry_id: entryId },
  });
  expect(made.status(), await made.text()).toBeLessThan(300);
}
