/**
 * Reports on wall entries, from the outside (supabase-js and raw fetch): one report per member per
 * entry, at most 10 a day (429), the hide threshold, moderators' dismiss / hide / reset, the
 * history, titles checked by the database whoever sends them, the same picture refused twice, and
 * the reporter's identity in no answer a member or a visitor can get.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../core/config.ts";
import { serviceForFile, type SignedUpMember, signUpMember } from "../../../tests/server/service-fixture.ts";

const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1" });

type Member = SignedUpMember & { nickname: string };

let made = 0;
async function member(moderator = false): Promise<Member> {
  made += 1;
  // Distinct for 676 members, so a nickname found in an answer names one member.
  const nickname = `Member ${String.fromCharCode(65 + (Math.floor(made / 26) % 26))}${String.fromCharCode(97 + (made % 26))}`;
  return { ...(await signUpMember(svc, { label: "reports", nickname, moderator })), nickname };
}

let shade = 0;
async function picture(): Promise<Buffer> {
  shade += 1;
  const background = { r: shade % 256, g: 100, b: 200 };
  return sharp({ create: { width: 32, height: 24, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

async function upload(m: Member, bytes: Buffer): Promise<string> {
  const name = `${m.id}/${crypto.randomUUID()}.jpg`;
  const up = await m.client.storage.from("contest-entries").upload(name, bytes, { contentType: "image/jpeg" });
  expect(up.error).toBeNull();
  return name;
}

let moderator: Member;
async function mod(): Promise<Member> {
  moderator ??= await member(true);
  return moderator;
}

/** An entry of `m`'s, approved onto the wall. */
async function onTheWall(m: Member, title = "A comet"): Promise<string> {
  const name = await upload(m, await picture());
  const entry = await m.client.rpc("contest_enter", { entry_path: name, title, page_id: null });
  expect(entry.error).toBeNull();
  const id = (entry.data as { id: string }).id;
  const moderator = await mod();
  const wallPath = `${crypto.randomUUID()}.jpg`;
  const copied = await moderator.client.storage
    .from("contest-entries")
    .copy(name, wallPath, { destinationBucket: "contest-wall" });
  expect(copied.error).toBeNull();
  expect((await moderator.client.rpc("contest_approve", { entry_id: id, wall_path: wallPath })).error).toBeNull();
  return id;
}

const wallIds = async () => ((await svc.client().rpc("contest_wall")).data as { id: string }[]).map((e) => e.id);

const report = (m: Member, entryId: string, reason = "unkind", note: string | null = null) =>
  m.client.rpc("contest_report", { entry_id: entryId, reason, note });

/** A new member's entry on the wall, and another new member's report of it, which arrived. */
async function reportedEntry(reason: string, note: string, title?: string) {
  const owner = await member();
  const id = await onTheWall(owner, title);
  const reporter = await member();
  expect((await report(reporter, id, reason, note)).error).toBeNull();
  return { owner, id, reporter };
}

describe("reporting an entry", () => {
  it("takes one report per member per entry, and none of one's own", async () => {
    const { owner, id, reporter: reader } = await reportedEntry("not-their-work", "I drew this one");
    const again = await report(reader, id, "unkind");
    expect(again.error).toMatchObject({ code: "PT409" });
    expect(again.error?.message).toMatch(/already reported/);
    const own = await report(owner, id);
    expect(own.error?.message).toMatch(/your own entry/);
    const badReason = await report(reader, id, "i-dislike-it");
    expect(badReason.error?.message).toMatch(/Choose one of the reasons/);
  });

  it("refuses a visitor, through supabase-js and a raw request", async () => {
    const id = await onTheWall(await member());
    const anon = await svc.client().rpc("contest_report", { entry_id: id, reason: "unkind" });
    expect(anon.error).not.toBeNull();
    const raw = await fetch(`${svc.url}/rest/v1/rpc/contest_report`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ entry_id: id, reason: "unkind" }),
    });
    expect([401, 403, 404]).toContain(raw.status);
  });

  it("allows 10 reports a day per member, then answers 429 with a message", async () => {
    const reporter = await member();
    const owners = await Promise.all(Array.from({ length: 3 }, () => member()));
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await onTheWall(owners[i % 3]!, `Entry ${i}`));
    for (const id of ids.slice(0, 10)) expect((await report(reporter, id, "something-else")).error).toBeNull();
    const eleventh = await fetch(`${svc.url}/rest/v1/rpc/contest_report`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${reporter.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ entry_id: ids[10], reason: "unkind" }),
    });
    expect(eleventh.status).toBe(429);
    expect(((await eleventh.json()) as { message: string }).message).toMatch(/10 reports today/);
  });
});

describe("the hide threshold and the moderators", () => {
  it("hides an entry reported by 3 different members at once, until a moderator dismisses", async () => {
    const owner = await member();
    const id = await onTheWall(owner);
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    await report(a!, id, "sexual-or-unsafe", "Not for this space");
    await report(b!, id, "unkind");
    expect(await wallIds()).toContain(id);
    await report(c!, id, "personal-details");
    expect(await wallIds()).not.toContain(id);
    const seen = await owner.client.from("contest_entries").select("hidden, state").eq("id", id).single();
    expect(seen.data).toEqual({ hidden: "reports", state: "approved" });

    const moderator = await mod();
    const queue = (await moderator.client.rpc("contest_report_queue")).data as {
      id: string;
      reporters: number;
      reports: { reason: string; note: string | null }[];
    }[];
    const item = queue.find((q) => q.id === id)!;
    expect(item.reporters).toBe(3);
    expect(item.reports.map((r) => r.reason)).toEqual(["sexual-or-unsafe", "unkind", "personal-details"]);
    expect(item.reports[0]!.note).toBe("Not for this space");

    // Not an acting moderator: refused, and nothing changes.
    expect((await a!.client.rpc("contest_dismiss_reports", { entry_id: id })).error).toMatchObject({ code: "42501" });
    expect((await moderator.client.rpc("contest_dismiss_reports", { entry_id: id })).error).toBeNull();
    expect(await wallIds()).toContain(id);
    const after = (await moderator.client.rpc("contest_report_queue")).data as { id: string }[];
    expect(after.map((q) => q.id)).not.toContain(id);
  });

  it("counts the setting, not a fixed 3", async () => {
    await svc.auth.db.query("update public.station_settings set value = '1' where key = 'report_hide_threshold'");
    try {
      const id = await onTheWall(await member());
      await report(await member(), id, "unkind");
      expect(await wallIds()).not.toContain(id);
    } finally {
      await svc.auth.db.query("update public.station_settings set value = '3' where key = 'report_hide_threshold'");
    }
  });

  it("hides with a reason the member reads, and keeps every step in the history", async () => {
    const owner = await member();
    const id = await onTheWall(owner);
    await report(await member(), id, "not-their-work");
    const moderator = await mod();
    const noReason = await moderator.client.rpc("contest_hide", { entry_id: id, reason: " " });
    expect(noReason.error?.message).toMatch(/Give a reason/);
    expect(
      (await moderator.client.rpc("contest_hide", { entry_id: id, reason: "This picture is someone else's art." }))
        .error,
    ).toBeNull();
    expect(await wallIds()).not.toContain(id);
    const mine = await owner.client.from("contest_entries").select("hidden, hidden_reason").eq("id", id).single();
    expect(mine.data).toEqual({ hidden: "moderator", hidden_reason: "This picture is someone else's art." });
    const history = await svc.auth.db.query<{ action: string }>(
      "select action from public.contest_actions where entry_id = $1 order by id",
      [id],
    );
    expect(history.rows.map((r) => r.action)).toEqual(["entered", "approved", "hidden"]);
    // Append-only: not even a moderator changes it.
    const tamper = await moderator.client.from("contest_actions").delete().eq("entry_id", id);
    expect(tamper.error).not.toBeNull();
  });

  it("lets an acting moderator reset a nickname with a reason, and only them", async () => {
    const owner = await member();
    const id = await onTheWall(owner);
    const other = await member();
    expect((await other.client.rpc("moderation_reset_nickname", { entry_id: id, reason: "x" })).error).toMatchObject({
      code: "42501",
    });
    const moderator = await mod();
    const reset = await moderator.client.rpc("moderation_reset_nickname", {
      entry_id: id,
      reason: "Please choose a kinder name.",
    });
    expect(reset.error).toBeNull();
    const profile = await owner.client.from("profiles").select("nickname, needs_nickname, nickname_reason").single();
    expect(profile.data).toEqual({
      nickname: "A space friend",
      needs_nickname: true,
      nickname_reason: "Please choose a kinder name.",
    });
    const wall = (await svc.client().rpc("contest_wall")).data as { id: string; nickname: string }[];
    expect(wall.find((e) => e.id === id)?.nickname).toBe("A space friend");
  });

  it("refuses every moderator action without a second factor when the owner asks for one, with the hint", async () => {
    const id = await onTheWall(await member());
    await report(await member(), id, "unkind");
    const actions: [string, Record<string, unknown>][] = [
      ["contest_approve", { entry_id: id, wall_path: "x.jpg" }],
      ["contest_decline", { entry_id: id, reason: "r" }],
      ["contest_make_winner", { entry_id: id }],
      ["contest_remove", { entry_id: id, reason: "r" }],
      ["contest_dismiss_reports", { entry_id: id }],
      ["contest_hide", { entry_id: id, reason: "r" }],
      ["contest_restore", { entry_id: id }],
      ["moderation_reset_nickname", { entry_id: id, reason: "r" }],
    ];
    const moderator = await mod();
    await svc.auth.db.query("update public.station_settings set value = 'on' where key = 'moderators_need_mfa'");
    try {
      for (const [fn, args] of actions) {
        const refused = await moderator.client.rpc(fn, args);
        // The words and the hint say that the second factor is what is missing.
        expect(refused.error, fn).toMatchObject({
          code: "42501",
          hint: "aal2",
          message: expect.stringMatching(/second factor/),
        });
      }
    } finally {
      await svc.auth.db.query("update public.station_settings set value = 'off' where key = 'moderators_need_mfa'");
    }
    expect(await wallIds()).toContain(id);
  });
});

describe("a member's own reports", () => {
  it("are theirs to export, and nobody else's", async () => {
    const { owner, id, reporter } = await reportedEntry("personal-details", "A name is visible", "Sunny Rocket");
    const mine = await reporter.client.rpc("contest_my_reports");
    expect(mine.data).toEqual([
      expect.objectContaining({
        entry_id: id,
        title: "Sunny Rocket",
        reason: "personal-details",
        note: "A name is visible",
        looked_at: null,
      }),
    ]);
    // The reported member and another member see none of them; a visitor may not ask.
    expect((await owner.client.rpc("contest_my_reports")).data).toEqual([]);
    expect((await (await member()).client.rpc("contest_my_reports")).data).toEqual([]);
    expect((await svc.client().rpc("contest_my_reports")).error).not.toBeNull();
  });
});

describe("an entry off the wall", () => {
  it("stays in the moderators' queue, its member may change its title, and a moderator restores it", async () => {
    const owner = await member();
    const id = await onTheWall(owner, "First try");
    const [a, b, c] = await Promise.all([member(), member(), member()]);
    for (const m of [a!, b!, c!]) await report(m, id, "unkind");
    expect(await wallIds()).not.toContain(id);

    const moderator = await mod();
    const queued = async () =>
      (
        (await moderator.client.rpc("contest_moderation")).data as {
          id: string;
          hidden: string | null;
          title: string;
        }[]
      ).find((e) => e.id === id);
    expect(await queued()).toMatchObject({ hidden: "reports", title: "First try" });
    // Hidden is not on the wall: it cannot win.
    expect((await moderator.client.rpc("contest_make_winner", { entry_id: id })).error).toMatchObject({
      code: "PT409",
    });

    // Its member is invited to edit: the title, under the same watched words; nobody else may.
    const watched = await owner.client.rpc("contest_retitle", { entry_id: id, title: "call me 555 123 4567" });
    expect(watched.error?.message).toMatch(/phone number/);
    expect((await a!.client.rpc("contest_retitle", { entry_id: id, title: "Mine now" })).error).toMatchObject({
      code: "PT409",
    });
    expect((await svc.client().rpc("contest_retitle", { entry_id: id, title: "Anon" })).error).not.toBeNull();
    expect((await owner.client.rpc("contest_retitle", { entry_id: id, title: " Second try " })).error).toBeNull();
    expect(await wallIds()).not.toContain(id);
    expect(await queued()).toMatchObject({ hidden: "reports", title: "Second try" });

    // Only an acting moderator restores; restoring settles the reports.
    expect((await a!.client.rpc("contest_restore", { entry_id: id })).error).toMatchObject({ code: "42501" });
    expect((await moderator.client.rpc("contest_restore", { entry_id: id })).error).toBeNull();
    expect(await wallIds()).toContain(id);
    expect((await moderator.client.rpc("contest_restore", { entry_id: id })).error).toMatchObject({ code: "PT409" });
    const reports = (await moderator.client.rpc("contest_report_queue")).data as { id: string }[];
    expect(reports.map((q) => q.id)).not.toContain(id);
    // On the wall again, its title is the moderators' to judge: the member cannot change it.
    expect((await owner.client.rpc("contest_retitle", { entry_id: id, title: "Third" })).error).toMatchObject({
      code: "PT409",
    });
    const history = await svc.auth.db.query<{ action: string }>(
      "select action from public.contest_actions where entry_id = $1 order by id",
      [id],
    );
    expect(history.rows.map((r) => r.action)).toEqual([
      "entered",
      "approved",
      "reported-hidden",
      "retitled",
      "restored",
    ]);
  });

  it("comes back from a moderator's hiding only through a moderator", async () => {
    const owner = await member();
    const id = await onTheWall(owner);
    const moderator = await mod();
    expect(
      (await moderator.client.rpc("contest_hide", { entry_id: id, reason: "Please change the title." })).error,
    ).toBeNull();
    const entry = ((await moderator.client.rpc("contest_moderation")).data as { id: string }[]).find(
      (e) => e.id === id,
    );
    expect(entry).toMatchObject({ hidden: "moderator", hidden_reason: "Please change the title." });
    expect((await owner.client.rpc("contest_retitle", { entry_id: id, title: "A kinder title" })).error).toBeNull();
    expect(await wallIds()).not.toContain(id);
    expect((await moderator.client.rpc("contest_restore", { entry_id: id })).error).toBeNull();
    const mine = await owner.client
      .from("contest_entries")
      .select("hidden, hidden_reason, title")
      .eq("id", id)
      .single();
    expect(mine.data).toEqual({ hidden: null, hidden_reason: null, title: "A kinder title" });
    expect(await wallIds()).toContain(id);
  });
});

describe("the reporter stays unknown", () => {
  it("appears in no answer the reported member, another member or a visitor can get", async () => {
    const { owner, id, reporter } = await reportedEntry("unkind", "a note");
    const secrets = [reporter.id, reporter.email.toLowerCase(), reporter.nickname];
    const other = await member();
    const anon = svc.client();
    const answers: unknown[] = [];
    for (const c of [owner.client, other.client, anon]) {
      answers.push(await c.from("contest_reports").select("*"));
      answers.push(await c.from("contest_entries").select("*"));
      answers.push(await c.from("contest_actions").select("*"));
      answers.push(await c.rpc("contest_wall"));
      answers.push(await c.rpc("contest_report_queue"));
      answers.push(await c.rpc("contest_moderation"));
      answers.push(await c.from("profiles").select("*"));
    }
    // Even the moderators' queue says how many reported, never who.
    answers.push(await (await mod()).client.rpc("contest_report_queue"));
    const text = JSON.stringify(answers).toLowerCase();
    for (const secret of secrets) expect(text).not.toContain(secret.toLowerCase());
    // And nobody reads the reports table.
    expect((await owner.client.from("contest_reports").select("*")).error).toMatchObject({ code: "42501" });
    expect((await anon.from("contest_reports").select("*")).error).toMatchObject({ code: "42501" });
    const forged = await other.client
      .from("contest_reports")
      .insert({ entry_id: id, reporter: owner.id, reason: "unkind" });
    expect(forged.error).toMatchObject({ code: "42501" });
  });
});

describe("what an entry may be", () => {
  it("refuses a title with a watched word, an email or a phone number, even raw", async () => {
    const m = await member();
    for (const [title, message] of [
      ["Sexy comet", /doesn't allow/],
      ["write to me: a@b.co", /email address/],
      ["call 0123 456 789", /phone number/],
      ["see https://x.example", /link/],
    ] as const) {
      const name = await upload(m, await picture());
      const raw = await fetch(`${svc.url}/rest/v1/rpc/contest_enter`, {
        method: "POST",
        headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${m.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ entry_path: name, title }),
      });
      expect(raw.status).toBe(400);
      expect(((await raw.json()) as { message: string }).message).toMatch(message);
      await m.client.storage.from("contest-entries").remove([name]);
    }
    expect((await m.client.rpc("title_problem", { title: "My comet" })).data).toBeNull();
  });

  it("refuses the same picture entered twice by the same member, not by another", async () => {
    const m = await member();
    const bytes = await picture();
    const first = await m.client.rpc("contest_enter", { entry_path: await upload(m, bytes), title: "One" });
    expect(first.error).toBeNull();
    const second = await m.client.rpc("contest_enter", { entry_path: await upload(m, bytes), title: "Two" });
    expect(second.error).toMatchObject({ code: "PT409" });
    expect(second.error?.message).toMatch(/already entered this picture/);
    const someoneElse = await member();
    const theirs = await someoneElse.client.rpc("contest_enter", { entry_path: await upload(someoneElse, bytes) });
    expect(theirs.error).toBeNull();
  });
});
