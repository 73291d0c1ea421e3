/**
 * The contest's storage and data contract from the outside, through supabase-js and raw fetch:
 * pictures are re-encoded without metadata, a waiting entry is readable only by its member and
 * moderators, only moderators approve and publish, the limits hold, and an interrupted upload
 * leaves either the whole entry or nothing.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { SignJWT } from "jose";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { serviceForFile, type SignedUpMember as Member, signUpMember } from "../../../tests/server/service-fixture.ts";
import { removeOrphanPictures } from "./orphans.ts";

const SECRET = "a test-only JWT secret, at least thirty-two characters";
const svc = serviceForFile({ AUTH_MAILER_AUTOCONFIRM: "1", AUTH_JWT_SECRET: SECRET });

const member = (nickname = "Star Kid", moderator = false) =>
  signUpMember(svc, { label: "contest", nickname, moderator });

let shade = 0;
/** A different picture each call: a member may not enter the same picture twice. */
async function picture(format: "jpeg" | "png" | "webp" = "jpeg", width = 64, height = 48): Promise<Buffer> {
  shade += 1;
  const background = { r: 200, g: 120 - (shade % 100), b: 240 - Math.floor(shade / 100) };
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === "jpeg" ? image.jpeg() : format === "png" ? image.png() : image.webp()).toBuffer();
}

const raw = (pathAndQuery: string, init: RequestInit & { token?: string } = {}) => svc.fetch(pathAndQuery, init);

async function enter(m: Member, bytes?: Buffer, title = "My comet") {
  const name = `${m.id}/${crypto.randomUUID()}.jpg`;
  const up = await m.client.storage
    .from("contest-entries")
    .upload(name, bytes ?? (await picture()), { contentType: "image/jpeg" });
  expect(up.error).toBeNull();
  const entry = await m.client.rpc("contest_enter", { entry_path: name, title, page_id: "rocket-ship" });
  expect(entry.error).toBeNull();
  return { name, id: (entry.data as { id: string }).id };
}

async function fileCount(): Promise<number> {
  return (await readdir(path.join(svc.dataDir, "storage", "objects"))).length;
}

describe("the storage contract", () => {
  it("uploads, signs, reads and removes an object with supabase-js's own requests", async () => {
    const alice = await member();
    const name = `${alice.id}/first.png`;
    const up = await alice.client.storage
      .from("contest-entries")
      .upload(name, new Blob([new Uint8Array(await picture("png"))]));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: name, fullPath: `contest-entries/${name}` });

    const signed = await alice.client.storage.from("contest-entries").createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    const got = await fetch(signed.data!.signedUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");

    const many = await alice.client.storage
      .from("contest-entries")
      .createSignedUrls([name, `${alice.id}/none.png`], 60);
    expect(many.data?.map((d) => [d.path, Boolean(d.signedUrl), Boolean(d.error)])).toEqual([
      [name, true, false],
      [`${alice.id}/none.png`, false, true],
    ]);
    expect((await fetch(many.data![0]!.signedUrl!)).status).toBe(200);

    const tampered = signed.data!.signedUrl.replace(/token=[^&]+/, "token=abc");
    expect((await fetch(tampered)).status).toBe(400);

    const again = await alice.client.storage.from("contest-entries").upload(name, await picture("png"));
    expect(again.error).toMatchObject({ statusCode: "409" });

    const removed = await alice.client.storage.from("contest-entries").remove([name]);
    expect(removed.data?.map((o) => o.name)).toEqual([name]);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(404);
    const body = (await (await fetch(signed.data!.signedUrl)).json()) as Record<string, unknown>;
    expect(body).toEqual({ statusCode: "404", error: "not_found", message: "Object not found" });
  });

  it("answers unknown buckets, bad keys and missing keys with Storage's shapes", async () => {
    const alice = await member();
    const r = await raw(`/storage/v1/object/nope/${alice.id}/x.jpg`, { method: "POST", token: alice.token, body: "x" });
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ statusCode: "404", error: "Bucket not found" });
    const bad = await raw(`/storage/v1/object/contest-entries/${alice.id}/..%2F..%2Fetc`, {
      method: "POST",
      token: alice.token,
      body: new Uint8Array(await picture()),
    });
    expect(bad.status).toBe(400);
    const noKey = await fetch(`${svc.url}/storage/v1/object/contest-entries/x/y.jpg`, { method: "POST", body: "x" });
    expect(noKey.status).toBe(401);
  });
});

describe("what is stored is a clean picture", () => {
  it("strips EXIF and GPS, turns the picture upright and limits its size, even when sent straight to the API", async () => {
    const alice = await member();
    const withGps = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#88f" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Artist: "Someone", ImageDescription: "at home" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const name = `${alice.id}/gps.jpg`;
    const up = await raw(`/storage/v1/object/contest-entries/${name}`, {
      method: "POST",
      token: alice.token,
      headers: { "content-type": "image/jpeg" },
      body: new Uint8Array(withGps),
    });
    expect(up.status).toBe(200);
    const signed = await alice.client.storage.from("contest-entries").createSignedUrl(name, 60);
    const stored = Buffer.from(await (await fetch(signed.data!.signedUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    // Orientation 6 turned a 3000x1000 landscape upright, then it was brought to 2000 px.
    expect([meta.width, meta.height]).toEqual([667, 2000]);
    expect(stored.includes(Buffer.from("Someone"))).toBe(false);
  });

  const refusals: [string, () => Promise<Buffer>, number, RegExp][] = [
    [
      "an SVG",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      /JPEG, PNG or WebP/,
    ],
    ["an HTML page", async () => Buffer.from("<!doctype html><script>alert(1)</script>"), 415, /JPEG, PNG or WebP/],
    [
      "a renamed executable",
      async () => Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(200)]),
      415,
      /JPEG, PNG or WebP/,
    ],
    [
      "a GIF",
      async () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
          .gif()
          .toBuffer(),
      415,
      /JPEG, PNG or WebP/,
    ],
    ["a truncated JPEG", async () => (await picture("jpeg", 400, 300)).subarray(0, 600), 422, /damaged or incomplete/],
    [
      "a decompression bomb",
      async () =>
        sharp({ create: { width: 10000, height: 5000, channels: 3, background: "#000" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      422,
      /40 megapixels/,
    ],
  ];
  for (const [what, make, status, message] of refusals) {
    it(`refuses ${what} with ${status} and stores nothing`, async () => {
      const alice = await member();
      const before = await fileCount();
      const up = await alice.client.storage
        .from("contest-entries")
        .upload(`${alice.id}/x.jpg`, await make(), { contentType: "image/jpeg" });
      expect(up.error).toMatchObject({ status, statusCode: String(status) });
      expect(up.error!.message).toMatch(message);
      expect(await fileCount()).toBe(before);
    });
  }

  it("answers 413 with a message past 10 MB", async () => {
    const alice = await member();
    const r = await raw(`/storage/v1/object/contest-entries/${alice.id}/big.jpg`, {
      method: "POST",
      token: alice.token,
      headers: { "content-type": "image/jpeg" },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });
  });
});

describe("who may see and do what", () => {
  it("keeps a waiting entry from a second member, anon and a forged token", async () => {
    const alice = await member("Alice Comet");
    const bob = await member("Bob Moon");
    const { name, id } = await enter(alice);

    expect((await bob.client.storage.from("contest-entries").createSignedUrl(name, 60)).error).toMatchObject({
      statusCode: "404",
    });
    expect((await svc.client().storage.from("contest-entries").createSignedUrl(name, 60)).error).toMatchObject({
      statusCode: "404",
    });
    const forged = await new SignJWT({ role: "authenticated", app_metadata: { moderator: true } })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(bob.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not the secret, but long enough to look real"));
    const withForged = await raw(`/storage/v1/object/sign/contest-entries/${name}`, {
      method: "POST",
      token: forged,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(withForged.status).toBe(400);
    expect(await withForged.json()).toMatchObject({ error: "InvalidJWT" });
    expect((await raw(`/storage/v1/object/public/contest-entries/${name}`)).status).toBe(404);

    expect((await bob.client.from("contest_entries").select("id")).data).toEqual([]);
    expect((await svc.client().from("contest_entries").select("id")).error).toMatchObject({ code: "42501" });
    expect((await bob.client.rpc("contest_moderation")).data).toEqual([]);
    expect((await svc.client().rpc("contest_wall")).data).toEqual([]);
    expect((await raw("/rest/v1/rpc/contest_moderation", { method: "POST", token: forged })).status).toBe(401);

    // Nor can a member approve, decline, feature or publish, even calling the functions directly.
    for (const [fn, args] of [
      ["contest_approve", { entry_id: id, wall_path: "x.jpg" }],
      ["contest_decline", { entry_id: id, reason: "no" }],
      ["contest_make_winner", { entry_id: id }],
      ["contest_remove", { entry_id: id, reason: "no" }],
    ] as const) {
      expect((await alice.client.rpc(fn, args)).error).toMatchObject({ code: "42501" });
    }
    const publish = await alice.client.storage
      .from("contest-entries")
      .copy(name, "mine.jpg", { destinationBucket: "contest-wall" });
    expect(publish.error).toMatchObject({ statusCode: "403" });
    const own = await alice.client.from("contest_entries").select("state,title");
    expect(own.data).toEqual([{ state: "waiting", title: "My comet" }]);
  });

  it("lets a moderator approve to the wall, make a winner, decline with a reason and remove", async () => {
    const alice = await member("Alice Comet");
    const mod = await member("Mo Derator", true);
    const first = await enter(alice, undefined, "First");
    const second = await enter(alice, undefined, "Second");

    const queue = await mod.client.rpc("contest_moderation");
    const mine = (queue.data as { id: string; nickname: string }[]).filter((e) => [first.id, second.id].includes(e.id));
    expect(mine.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(mine[0]!.nickname).toBe("Alice Comet");

    const wallPath = `${crypto.randomUUID()}.jpg`;
    const copied = await mod.client.storage
      .from("contest-entries")
      .copy(first.name, wallPath, { destinationBucket: "contest-wall" });
    expect(copied.error).toBeNull();
    expect((await mod.client.rpc("contest_approve", { entry_id: first.id, wall_path: wallPath })).error).toBeNull();
    expect((await mod.client.rpc("contest_make_winner", { entry_id: first.id })).error).toBeNull();
    expect(
      (await mod.client.rpc("contest_decline", { entry_id: second.id, reason: "Please send only your own drawing" }))
        .error,
    ).toBeNull();

    const wall = await svc.client().rpc("contest_wall");
    expect(wall.data).toEqual([
      expect.objectContaining({
        id: first.id,
        title: "First",
        nickname: "Alice Comet",
        winner: true,
        wall_path: wallPath,
      }),
    ]);
    expect(JSON.stringify(wall.data)).not.toContain(alice.id);
    const publicUrl = svc.client().storage.from("contest-wall").getPublicUrl(wallPath).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(200);

    const own = await alice.client.from("contest_entries").select("id,state,decline_reason,winner").order("created_at");
    expect(own.data).toEqual([
      { id: first.id, state: "approved", decline_reason: null, winner: true },
      { id: second.id, state: "declined", decline_reason: "Please send only your own drawing", winner: false },
    ]);
    const history = (await mod.client.rpc("contest_moderation")).data as {
      id: string;
      history: { action: string }[];
    }[];
    expect(history.find((e) => e.id === first.id)!.history.map((h) => h.action)).toEqual([
      "entered",
      "approved",
      "winner",
    ]);
    expect((await mod.client.from("contest_actions").delete().eq("entry_id", first.id)).error).not.toBeNull();

    // Withdrawing removes the files through storage, then the row.
    const removed = await alice.client.storage.from("contest-wall").remove([wallPath]);
    expect(removed.data).toHaveLength(1);
    await alice.client.storage.from("contest-entries").remove([first.name]);
    expect((await alice.client.rpc("contest_withdraw", { entry_id: first.id })).error).toBeNull();
    expect((await fetch(publicUrl)).status).toBe(404);
    expect((await svc.client().rpc("contest_wall")).data).toEqual([]);
  });
});

describe("limits", () => {
  it("allows 3 waiting entries and then answers 429 with a clear message", async () => {
    const alice = await member();
    for (let i = 0; i < 3; i += 1) await enter(alice);
    const up = await alice.client.storage
      .from("contest-entries")
      .upload(`${alice.id}/fourth.jpg`, await picture(), { contentType: "image/jpeg" });
    expect(up.error).toMatchObject({ status: 429, statusCode: "429" });
    expect(up.error!.message).toMatch(/3 entries waiting/);
  });

  it("allows 10 entries a day", async () => {
    const alice = await member();
    await svc.auth.db.query(
      `insert into public.contest_entries (user_id, entry_path, state)
       select $1::uuid, $1::text || '/old-' || g, 'declined' from generate_series(1, 10) g`,
      [alice.id],
    );
    const up = await alice.client.storage
      .from("contest-entries")
      .upload(`${alice.id}/eleventh.jpg`, await picture(), { contentType: "image/jpeg" });
    expect(up.error).toMatchObject({ status: 429 });
    expect(up.error!.message).toMatch(/10 entries today/);
  });
});

describe("a crash while storing", () => {
  it("leaves no file without a row after a restart's sweep, and sweeps pictures never entered", async () => {
    const alice = await member();
    // A file written but never given its row (the process died between the two).
    await svc.auth.storageService.files.put(await picture());
    const before = await fileCount();
    expect(await svc.auth.storageService.sweep()).toBe(1);
    expect(await fileCount()).toBe(before - 1);

    // An upload whose entry never came: kept for an hour, then swept.
    const name = `${alice.id}/never-entered.jpg`;
    await alice.client.storage.from("contest-entries").upload(name, await picture(), { contentType: "image/jpeg" });
    expect(await removeOrphanPictures(svc.auth.db, svc.auth.storageService)).toBe(0);
    await svc.auth.db.query("update storage.objects set created_at = now() - interval '2 hours' where name = $1", [
      name,
    ]);
    expect(await removeOrphanPictures(svc.auth.db, svc.auth.storageService)).toBe(1);
    expect((await alice.client.storage.from("contest-entries").createSignedUrl(name, 60)).error).not.toBeNull();
  });

  it("deleting the account deletes the entries, and the sweep their files", async () => {
    const alice = await member();
    const { name } = await enter(alice);
    expect((await alice.client.rpc("delete_own_account")).error).toBeNull();
    const rows = await svc.auth.db.query("select 1 from public.contest_entries where user_id = $1", [alice.id]);
    expect(rows.rows).toHaveLength(0);
    await svc.auth.db.query("update storage.objects set created_at = now() - interval '2 hours' where name = $1", [
      name,
    ]);
    expect(await removeOrphanPictures(svc.auth.db, svc.auth.storageService)).toBeGreaterThanOrEqual(1);
    const left = await svc.auth.db.query("select 1 from storage.objects where name = $1", [name]);
    expect(left.rows).toHaveLength(0);
  });
});
