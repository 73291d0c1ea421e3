/**
 * Storage's bucket and object API as supabase-js's storage client uses it, with the service-role
 * key (which bypasses row level security) and with a member's and anon's tokens (which do not):
 * buckets, upsert and update, signed upload URLs, listing, move, info, transformed pictures,
 * unknown routes and an oversized body.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../core/config.ts";
import { startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";

let svc: TestService;
let admin: SupabaseClient;
let memberClient: SupabaseClient;
let memberToken: string;

beforeAll(async () => {
  svc = await startTestService({ AUTH_MAILER_AUTOCONFIRM: "1" });
  admin = svc.client(svc.auth.keys.serviceRoleKey);
  memberClient = svc.client();
  const signUp = await memberClient.auth.signUp({
    email: uniqueEmail("storage-api"),
    password: "correct horse 1",
    options: { data: { nickname: "Bucket Friend" } },
  });
  expect(signUp.error).toBeNull();
  memberToken = signUp.data.session!.access_token;
}, 120_000);
afterAll(() => svc?.stop());

let serial = 0;
async function bucket(options: Parameters<SupabaseClient["storage"]["createBucket"]>[1] = { public: true }) {
  const id = `test-${Date.now()}-${serial++}`;
  const made = await admin.storage.createBucket(id, options);
  expect(made.error).toBeNull();
  return id;
}

const picture = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: "#c8f" } })
    .jpeg()
    .toBuffer();

describe("buckets", () => {
  it("lets the service role create, read, change, empty and delete a bucket", async () => {
    const id = await bucket({ public: false, fileSizeLimit: "20mb", allowedMimeTypes: ["text/plain"] });
    const got = await admin.storage.getBucket(id);
    expect(got.data).toMatchObject({
      id,
      public: false,
      file_size_limit: 20_000_000,
      allowed_mime_types: ["text/plain"],
    });
    expect((await admin.storage.listBuckets()).data?.map((b) => b.id)).toContain(id);
    expect((await admin.storage.updateBucket(id, { public: true })).data).toEqual({ message: "Successfully updated" });
    expect((await admin.storage.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: 20_000_000 });
    await admin.storage.from(id).upload("a.txt", "hello", { contentType: "text/plain" });
    const notEmpty = await admin.storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({ statusCode: "409" });
    expect((await admin.storage.emptyBucket(id)).error).toBeNull();
    expect((await admin.storage.deleteBucket(id)).data).toEqual({ message: "Successfully deleted" });
    expect((await admin.storage.getBucket(id)).error?.message).toBe("Bucket not found");
  });

  it("refuses a member and anon to create, empty or delete a bucket, and keeps the contest buckets", async () => {
    const id = await bucket();
    await admin.storage.from(id).upload("keep.txt", "kept", { contentType: "text/plain" });
    const anon = svc.client();
    for (const client of [memberClient, anon]) {
      const made = await client.storage.createBucket(`${id}-mine`);
      expect(made.error).toMatchObject({ statusCode: "403" });
      expect((await client.storage.emptyBucket(id)).error).toMatchObject({ statusCode: "404" });
      expect((await client.storage.deleteBucket(id)).error).toMatchObject({ statusCode: "404" });
      expect((await client.storage.updateBucket("contest-wall", { public: false })).error).toMatchObject({
        statusCode: "404",
      });
    }
    expect((await admin.storage.from(id).list()).data?.map((o) => o.name)).toEqual(["keep.txt"]);
    const wall = await admin.storage.getBucket("contest-wall");
    expect(wall.data).toMatchObject({ public: true, file_size_limit: 10_485_760 });
  });

  it("answers 413 over a bucket's limit and 415 for a refused type, in Storage's shape", async () => {
    const small = await bucket({ public: true, fileSizeLimit: "1kb" });
    const big = await admin.storage.from(small).upload("big.bin", new Uint8Array(2000));
    expect(big.error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" });
    const typed = await bucket({ public: true, allowedMimeTypes: ["text/plain"] });
    const refused = await admin.storage.from(typed).upload("x.json", "{}", { contentType: "application/json" });
    expect(refused.error).toMatchObject({ statusCode: "415", message: "mime type application/json is not supported" });
  });
});

describe("objects", () => {
  it("upserts, updates, keeps the type whole and the custom metadata, and reports info and existence", async () => {
    const id = await bucket();
    const first = await admin.storage.from(id).upload("notes/a.txt", "one", { metadata: { mood: "calm" } });
    expect(first.error).toBeNull();
    expect((await admin.storage.from(id).upload("notes/a.txt", "two")).error).toMatchObject({ statusCode: "409" });
    expect((await admin.storage.from(id).upload("notes/a.txt", "three", { upsert: true })).error).toBeNull();
    expect((await admin.storage.from(id).update("notes/a.txt", "four!")).error).toBeNull();
    const got = await admin.storage.from(id).download("notes/a.txt");
    expect(await got.data?.text()).toBe("four!");
    expect(got.data?.type).toBe("text/plain;charset=utf-8");
    const info = await admin.storage.from(id).info("notes/a.txt");
    expect(info.data).toMatchObject({ name: "notes/a.txt", size: 5, metadata: {} });
    await admin.storage.from(id).upload("notes/b.txt", "b", { metadata: { mood: "sleepy" } });
    expect((await admin.storage.from(id).info("notes/b.txt")).data?.metadata).toEqual({ mood: "sleepy" });
    expect((await admin.storage.from(id).exists("notes/a.txt")).data).toBe(true);
    expect((await admin.storage.from(id).exists("notes/none.txt")).data).toBe(false);
  });

  it("lists folders and files, pages list-v2 with a cursor, moves and copies across buckets", async () => {
    const id = await bucket();
    const other = await bucket();
    for (const name of ["b/2.txt", "b/1.txt", "top.txt", "b/c/3.txt"])
      await admin.storage.from(id).upload(name, name, { contentType: "text/plain" });
    const listed = await admin.storage.from(id).list("b");
    expect(listed.data?.map((o) => [o.name, o.id === null])).toEqual([
      ["1.txt", false],
      ["2.txt", false],
      ["c", true],
    ]);
    const page1 = await admin.storage.from(id).listV2({ prefix: "b/", with_delimiter: true, limit: 2 });
    expect(page1.data?.objects.map((o) => o.name)).toEqual(["b/1.txt", "b/2.txt"]);
    expect(page1.data?.hasNext).toBe(true);
    const page2 = await admin.storage
      .from(id)
      .listV2({ prefix: "b/", with_delimiter: true, limit: 2, cursor: page1.data!.nextCursor });
    expect(page2.data).toMatchObject({ hasNext: false, folders: [{ key: "b/c", name: "b/c/" }], objects: [] });
    expect((await admin.storage.from(id).move("top.txt", "moved.txt", { destinationBucket: other })).error).toBeNull();
    expect(await (await admin.storage.from(other).download("moved.txt")).data?.text()).toBe("top.txt");
    const copied = await admin.storage.from(id).copy("b/1.txt", "copy.txt", { destinationBucket: other });
    expect(copied.data?.path).toBe(`${other}/copy.txt`);
  });

  it("makes a signed upload URL good for one upload", async () => {
    const id = await bucket();
    const signed = await admin.storage.from(id).createSignedUploadUrl("once.txt");
    expect(signed.error).toBeNull();
    const anon = svc.client();
    const first = await anon.storage.from(id).uploadToSignedUrl("once.txt", signed.data!.token, "hello");
    expect(first.error).toBeNull();
    const second = await anon.storage.from(id).uploadToSignedUrl("once.txt", signed.data!.token, "again");
    expect(second.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
    const wrongPath = await anon.storage.from(id).uploadToSignedUrl("other.txt", signed.data!.token, "x");
    expect(wrongPath.error).toMatchObject({ statusCode: "400" });
  });

  it("refuses a member a signed upload URL where their policies refuse the upload", async () => {
    const id = await bucket();
    const refused = await svc.client(DEV_ANON_KEY).storage.from(id).createSignedUploadUrl("nope.txt");
    expect(refused.error).toMatchObject({ statusCode: "403" });
  });
});

describe("transformed pictures", () => {
  it("resizes public, signed and authenticated pictures and names the transformations", async () => {
    const id = await bucket();
    await admin.storage.from(id).upload("p.jpg", await picture(), { contentType: "image/jpeg" });
    const url = admin.storage
      .from(id)
      .getPublicUrl("p.jpg", { transform: { width: 100, height: 100, resize: "contain" } });
    const got = await fetch(url.data.publicUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get("x-transformations")).toBe("height:100,width:100,resizing_type:fit");
    const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([100, 67, "jpeg"]);
    const webp = await fetch(`${url.data.publicUrl}&quality=50`, { headers: { accept: "image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const origin = await fetch(`${url.data.publicUrl}&format=origin`, { headers: { accept: "image/webp" } });
    expect(origin.headers.get("content-type")).toBe("image/jpeg");

    const signed = await admin.storage.from(id).createSignedUrl("p.jpg", 60, { transform: { width: 40, height: 40 } });
    const small = await fetch(signed.data!.signedUrl);
    expect(small.headers.get("x-transformations")).toBe("height:40,width:40,resizing_type:fill");
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(40);
    const downloaded = await admin.storage
      .from(id)
      .download("p.jpg", { transform: { width: 30, height: 30, resize: "fill" } });
    expect((await sharp(Buffer.from(await downloaded.data!.arrayBuffer())).metadata()).height).toBe(30);
  });
});

describe("what Storage answers at its edges", () => {
  it("answers an unknown route with Storage's 404", async () => {
    const r = await fetch(`${svc.url}/storage/v1/nothing/here?token=secret`, { headers: { apikey: DEV_ANON_KEY } });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({
      statusCode: "404",
      error: "Not Found",
      message: "Route GET:/storage/v1/nothing/here not found",
    });
  });

  it("reads 12 MB from a member and answers 413 with a message, not a cut connection", async () => {
    const r = await fetch(`${svc.url}/storage/v1/object/contest-entries/someone/big.jpg`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${memberToken}`, "content-type": "image/jpeg" },
      body: new Uint8Array(12 * 1024 * 1024),
    });
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });
  });
});
