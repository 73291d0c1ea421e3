/**
 * The studio-pictures bucket from the outside, through supabase-js and raw fetch: a member keeps,
 * reads, lists and removes pictures in their own folder only; another member and an anonymous
 * caller can do none of it; names the studio would not write are refused; and a deleted account's
 * pictures go.
 */
import { describe, expect, it } from "vitest";
import { serviceForFile, type SignedUpMember as Member, signUpMember } from "../../../tests/server/service-fixture.ts";
import { removeOrphanPictures } from "./orphans.ts";

const BUCKET = "studio-pictures";
const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1" });

const member = () => signUpMember(svc, { label: "studio", nickname: "Crayon" });

const pictureJson = (page: string) =>
  new TextEncoder().encode(JSON.stringify({ v: 1, page, rev: crypto.randomUUID(), session: {} }));

async function keep(m: Member, name: string) {
  return m.client.storage
    .from(BUCKET)
    .upload(`${m.id}/${name}`, pictureJson(name.split(".")[0]!), { contentType: "application/json" });
}

const raw = (pathAndQuery: string, init: RequestInit & { token?: string } = {}) => svc.fetch(pathAndQuery, init);

describe("a member's studio pictures", () => {
  it("are kept, listed, read and removed by their member", async () => {
    const alice = await member();
    expect((await keep(alice, "rocket-ship.lq2k000-a1.json")).error).toBeNull();
    expect((await keep(alice, "rocket-ship.lq2k3j4-b7.json")).error).toBeNull();
    const listed = await alice.client.rpc("studio_my_pictures");
    expect(listed.error).toBeNull();
    const names = (listed.data as { name: string; size: number }[]).map((r) => r.name).sort();
    expect(names).toEqual([`${alice.id}/rocket-ship.lq2k000-a1.json`, `${alice.id}/rocket-ship.lq2k3j4-b7.json`]);
    const read = await alice.client.storage.from(BUCKET).download(`${alice.id}/rocket-ship.lq2k000-a1.json`);
    expect(read.error).toBeNull();
    expect(JSON.parse(await read.data!.text())).toMatchObject({ v: 1, page: "rocket-ship" });
    const removed = await alice.client.storage.from(BUCKET).remove([`${alice.id}/rocket-ship.lq2k000-a1.json`]);
    expect(removed.data).toHaveLength(1);
    expect(
      (await alice.client.storage.from(BUCKET).download(`${alice.id}/rocket-ship.lq2k000-a1.json`)).error,
    ).not.toBeNull();
  });

  it("are out of another member's reach: no reading, listing, writing into the folder or removing", async () => {
    const alice = await member();
    const bob = await member();
    expect((await keep(alice, "tea-party.lq2k000-a1.json")).error).toBeNull();
    const name = `${alice.id}/tea-party.lq2k000-a1.json`;

    expect((await bob.client.storage.from(BUCKET).download(name)).error).not.toBeNull();
    expect((await bob.client.storage.from(BUCKET).createSignedUrl(name, 60)).error).not.toBeNull();
    const bobs = await bob.client.rpc("studio_my_pictures");
    expect(bobs.data).toEqual([]);
    const intoAlice = await bob.client.storage
      .from(BUCKET)
      .upload(`${alice.id}/rocket-ship.lq2k000-a1.json`, pictureJson("rocket-ship"), {
        contentType: "application/json",
      });
    expect(intoAlice.error).not.toBeNull();
    // A removal of what one may not see removes nothing.
    expect((await bob.client.storage.from(BUCKET).remove([name])).data).toEqual([]);
    expect((await alice.client.storage.from(BUCKET).download(name)).error).toBeNull();
    const copied = await bob.client.storage.from(BUCKET).copy(name, `${bob.id}/tea-party.lq2k000-a1.json`);
    expect(copied.error).not.toBeNull();
    // Raw reads with Bob's token answer Storage's not-found, never the object.
    const direct = await raw(`/storage/v1/object/${BUCKET}/${name}`, { token: bob.token });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(direct.status).toBeLessThan(500);
  });

  it("are out of an anonymous caller's reach", async () => {
    const alice = await member();
    expect((await keep(alice, "sleepy-moon.lq2k000-a1.json")).error).toBeNull();
    const name = `${alice.id}/sleepy-moon.lq2k000-a1.json`;
    const anon = svc.client();
    expect((await anon.storage.from(BUCKET).download(name)).error).not.toBeNull();
    expect((await anon.storage.from(BUCKET).createSignedUrl(name, 60)).error).not.toBeNull();
    expect((await anon.storage.from(BUCKET).remove([name])).data ?? []).toEqual([]);
    const listed = await anon.rpc("studio_my_pictures");
    expect(listed.error).not.toBeNull();
    const upload = await anon.storage
      .from(BUCKET)
      .upload(`${alice.id}/rocket-ship.lq2k000-a1.json`, pictureJson("rocket-ship"), {
        contentType: "application/json",
      });
    expect(upload.error).not.toBeNull();
    const publicUrl = await raw(`/storage/v1/object/public/${BUCKET}/${name}`);
    expect(publicUrl.status).toBe(404);
    expect((await alice.client.storage.from(BUCKET).download(name)).error).toBeNull();
  });

  it("take only the names and kinds of file the studio writes", async () => {
    const alice = await member();
    const refused = [
      "deeper/rocket-ship.json",
      "Rocket Ship.json",
      "rocket-ship.exe",
      "rocket-ship.json",
      "rocket-ship.lq2k000.json",
      "rocket-ship.lq2k000-a1.json.png",
      "../rocket-ship.json",
    ];
    for (const name of refused) expect((await keep(alice, name)).error, name).not.toBeNull();
    const html = await alice.client.storage
      .from(BUCKET)
      .upload(`${alice.id}/rocket-ship.lq2k000-a1.json`, new TextEncoder().encode("<p>hi</p>"), {
        contentType: "text/html",
      });
    expect(html.error).not.toBeNull();
    const png = await alice.client.storage
      .from(BUCKET)
      .upload(`${alice.id}/rocket-ship.lq2k000-a1.png`, new Uint8Array([137, 80, 78, 71]), {
        contentType: "image/png",
      });
    expect(png.error).toBeNull();
  });

  it("go with the account: the sweep removes what the page left", async () => {
    const alice = await member();
    expect((await keep(alice, "rocket-ship.lq2k000-a1.json")).error).toBeNull();
    expect((await alice.client.rpc("delete_own_account")).error).toBeNull();
    expect(await removeOrphanPictures(svc.auth.db, svc.auth.storageService)).toBeGreaterThanOrEqual(1);
    const left = await svc.auth.db.query("select 1 from storage.objects where name like $1", [`${alice.id}/%`]);
    expect(left.rows).toHaveLength(0);
  });
});
