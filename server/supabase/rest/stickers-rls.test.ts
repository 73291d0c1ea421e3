/**
 * The sticker book's data contract from the outside, through supabase-js and raw fetch: a member
 * reads and adds only their own stickers (award_sticker refuses unknown ids and is idempotent),
 * nobody reads another's book, anonymous callers get nothing, and wall reactions are one per
 * member per picture, toggled, and leave with a picture that leaves the wall.
 */
import { describe, expect, it } from "vitest";
import { serviceForFile, type SignedUpMember as Member, signUpMember } from "../../../tests/server/service-fixture.ts";

const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1" });

const member = (nickname = "Star Kid") => signUpMember(svc, { label: "stickers", nickname });

const raw = (path: string, init: RequestInit & { token?: string } = {}) => svc.rest(path, init);

/** A picture on the wall, as a moderator's approval leaves it. */
async function wallEntry(owner: Member): Promise<string> {
  const { rows } = await svc.auth.db.query<{ id: string }>(
    `insert into public.contest_entries (user_id, title, state, entry_path, wall_path, reviewed_at)
     values ($1::uuid, 'My rocket', 'approved', $1::text || '/' || gen_random_uuid() || '.png', gen_random_uuid() || '.png', now())
     returning id`,
    [owner.id],
  );
  return rows[0]!.id;
}

const today = () => new Date().toISOString().slice(0, 10);

describe("a member's sticker book", () => {
  it("adds a known sticker, keeps the earlier day when sent twice, and reads it back", async () => {
    const alice = await member();
    const first = await alice.client.rpc("award_sticker", { sticker_id: "hello", earned_at: "2026-11-20T10:00:00Z" });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ user_id: alice.id, sticker_id: "hello" });
    const again = await alice.client.rpc("award_sticker", { sticker_id: "hello" });
    expect(again.error).toBeNull();
    expect(new Date(again.data.earned_at).toISOString()).toBe("2026-11-20T10:00:00.000Z");
    const older = await alice.client.rpc("award_sticker", { sticker_id: "hello", earned_at: "2026-11-02T08:00:00Z" });
    expect(new Date(older.data.earned_at).toISOString()).toBe("2026-11-02T08:00:00.000Z");
    await alice.client.rpc("award_sticker", { sticker_id: `todays-puzzle@${today()}` });

    const { data, error } = await alice.client.from("member_stickers").select("sticker_id").order("sticker_id");
    expect(error).toBeNull();
    expect(data).toEqual([{ sticker_id: "hello" }, { sticker_id: `todays-puzzle@${today()}` }]);
  });

  it("refuses unknown ids and impossible days with a 400, and a future day", async () => {
    const alice = await member();
    for (const id of ["not-a-sticker", "todays-puzzle@2026-02-31", "todays-puzzle@2999-01-01", "hello'--", ""]) {
      const { error, status } = await alice.client.rpc("award_sticker", { sticker_id: id });
      expect(status, id).toBe(400);
      expect(error?.code, id).toBe("22023");
    }
    const { count } = await alice.client.from("member_stickers").select("*", { count: "exact", head: true });
    expect(count).toBe(0);
  });

  it("never lands in the future: earned_at is at most now", async () => {
    const alice = await member();
    const { data } = await alice.client.rpc("award_sticker", {
      sticker_id: "bookworm",
      earned_at: "2999-01-01T00:00:00Z",
    });
    expect(new Date(data.earned_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("shows nobody another member's book: reads, filters on user_id, direct writes", async () => {
    const alice = await member();
    const bob = await member();
    await alice.client.rpc("award_sticker", { sticker_id: "kind-words" });

    const { data: seen } = await bob.client.from("member_stickers").select("*").eq("user_id", alice.id);
    expect(seen).toEqual([]);
    const rawRead = await raw(`/member_stickers?user_id=eq.${alice.id}`, { token: bob.token });
    expect(await rawRead.json()).toEqual([]);

    const insert = await bob.client.from("member_stickers").insert({ user_id: bob.id, sticker_id: "new-best" });
    expect(insert.error).not.toBeNull();
    const forged = await raw("/member_stickers", {
      method: "POST",
      token: bob.token,
      body: JSON.stringify({ user_id: alice.id, sticker_id: "new-best" }),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    const del = await raw(`/member_stickers?user_id=eq.${alice.id}`, { method: "DELETE", token: bob.token });
    expect(del.status).toBeGreaterThanOrEqual(400);
    const { rows } = await svc.auth.db.query("select 1 from public.member_stickers where user_id = $1", [alice.id]);
    expect(rows).toHaveLength(1);
  });

  it("gives anonymous callers nothing: no reads, no awards, no reactions", async () => {
    const alice = await member();
    await alice.client.rpc("award_sticker", { sticker_id: "story-time" });
    const anon = svc.client();
    const read = await anon.from("member_stickers").select("*");
    expect(read.data ?? []).toEqual([]);
    const award = await anon.rpc("award_sticker", { sticker_id: "story-time" });
    expect(award.error).not.toBeNull();
    expect(award.status).toBeGreaterThanOrEqual(401);
    expect(award.status).toBeLessThan(500);
    const given = await anon.from("wall_reactions").select("*");
    expect(given.data ?? []).toEqual([]);
    const mine = await anon.rpc("reactions_to_my_entries");
    expect(mine.error).not.toBeNull();
  });

  it("goes with the account", async () => {
    const alice = await member();
    await alice.client.rpc("award_sticker", { sticker_id: "hello" });
    const { error } = await alice.client.rpc("delete_own_account");
    expect(error).toBeNull();
    const { rows } = await svc.auth.db.query("select 1 from public.member_stickers where user_id = $1", [alice.id]);
    expect(rows).toEqual([]);
  });
});

describe("kind reactions on the wall", () => {
  it("gives one sticker per member per picture, undone by giving it again, with no counts", async () => {
    const artist = await member("Painter Pal");
    const alice = await member("Alice Moon");
    const bob = await member("Bob Star");
    const entry = await wallEntry(artist);
    for (const m of [alice, bob]) {
      await m.client.rpc("award_sticker", { sticker_id: "hello" });
      await m.client.rpc("award_sticker", { sticker_id: "kind-words" });
    }

    expect((await alice.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" })).data).toBe(
      "hello",
    );
    expect((await bob.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" })).data).toBe("hello");
    // Another sticker replaces the first: still one per member.
    expect((await alice.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "kind-words" })).data).toBe(
      "kind-words",
    );
    const { data: shown } = await svc.client().rpc("wall_reaction_stickers");
    const onEntry = (shown as { entry_id: string; sticker_id: string }[]).filter((r) => r.entry_id === entry);
    expect(onEntry.map((r) => r.sticker_id).sort()).toEqual(["hello", "kind-words"]);
    expect(Object.keys(onEntry[0]!).sort()).toEqual(["entry_id", "sticker_id"]);

    // Tapping the same sticker again takes it back.
    expect((await bob.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" })).data).toBeNull();

    const { data: received } = await artist.client.rpc("reactions_to_my_entries");
    expect(received).toEqual([
      expect.objectContaining({ entry_id: entry, sticker_id: "kind-words", nickname: "Alice Moon" }),
    ]);
    // The nickname comes from the giver's public profile, as the wall's does.
    await svc.auth.db.query("update public.profiles set nickname = 'Alice Star' where id = $1", [alice.id]);
    const { data: renamed } = await artist.client.rpc("reactions_to_my_entries");
    expect(renamed).toEqual([expect.objectContaining({ nickname: "Alice Star" })]);
    // Somebody else's picture: nobody but its member sees who gave what.
    const { data: notMine } = await alice.client.rpc("reactions_to_my_entries");
    expect(notMine).toEqual([]);
    const { data: bobSees } = await bob.client.from("wall_reactions").select("*");
    expect(bobSees).toEqual([]);
  });

  it("refuses a sticker from a picture's own member, and from anonymous callers; another member gives one", async () => {
    const artist = await member("Painter Pal");
    const alice = await member("Alice Moon");
    const entry = await wallEntry(artist);
    await artist.client.rpc("award_sticker", { sticker_id: "hello" });
    await alice.client.rpc("award_sticker", { sticker_id: "hello" });

    const own = await artist.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" });
    expect(own.status).toBe(403);
    expect(own.error).toMatchObject({ code: "PT403", message: expect.stringMatching(/your own picture/i) });
    const ownRaw = await raw("/rpc/toggle_wall_reaction", {
      method: "POST",
      token: artist.token,
      body: JSON.stringify({ entry_id: entry, sticker_id: "hello" }),
    });
    expect(ownRaw.status).toBe(403);

    const anon = await svc.client().rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" });
    expect(anon.status).toBe(401);
    expect(anon.data).toBeNull();

    const given = await alice.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" });
    expect(given.error).toBeNull();
    expect(given.data).toBe("hello");
    const { rows } = await svc.auth.db.query<{ user_id: string }>(
      "select user_id from public.wall_reactions where entry_id = $1",
      [entry],
    );
    expect(rows).toEqual([{ user_id: alice.id }]);
  });

  it("refuses a sticker the member has not earned, a picture not on the wall, and direct writes", async () => {
    const artist = await member();
    const alice = await member();
    const entry = await wallEntry(artist);
    const unearned = await alice.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "bookworm" });
    expect(unearned.status).toBe(400);
    await alice.client.rpc("award_sticker", { sticker_id: "bookworm" });
    const missing = await alice.client.rpc("toggle_wall_reaction", {
      entry_id: "00000000-0000-4000-8000-000000000000",
      sticker_id: "bookworm",
    });
    expect(missing.status).toBe(404);
    const direct = await raw("/wall_reactions", {
      method: "POST",
      token: alice.token,
      body: JSON.stringify({ entry_id: entry, user_id: alice.id, sticker_id: "bookworm" }),
    });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(direct.status).toBeLessThan(500);
  });

  it.each([
    ["when reports hide it", "update public.contest_entries set hidden = 'reports' where id = $1"],
    ["when it leaves the wall", "update public.contest_entries set state = 'removed', wall_path = null where id = $1"],
  ])("takes a picture's reactions with it %s", async (_, leaving) => {
    const artist = await member();
    const alice = await member();
    const entry = await wallEntry(artist);
    await alice.client.rpc("award_sticker", { sticker_id: "hello" });
    await alice.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" });
    await svc.auth.db.query(leaving, [entry]);
    const { rows } = await svc.auth.db.query("select 1 from public.wall_reactions where entry_id = $1", [entry]);
    expect(rows).toEqual([]);
    expect((await alice.client.rpc("toggle_wall_reaction", { entry_id: entry, sticker_id: "hello" })).status).toBe(404);
  });
});
