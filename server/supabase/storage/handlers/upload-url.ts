/**
 * Signed upload URLs: POST /object/upload/sign/<bucket>/<name> gives a token, signed by the
 * server, that lets whoever holds it upload that one object for two hours; PUT to the same path
 * with `?token=` uploads it. The caller's right to write the object is checked when signing (an
 * insert tried and rolled back under their policies); the upload then runs with the server's
 * rights as the signer, and since it only inserts (unless the signer asked for upsert), a second
 * upload with the same token finds the object there and gets Storage's 409.
 */
import { asCaller } from "../../core/caller.ts";
import { headerValue, sendJson } from "../../core/http.ts";
import { signJwt, verifyJwt } from "../../core/tokens.ts";
import { bucketOf, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { splitKey } from "../names.ts";
import { writeObject } from "../write.ts";

const UPLOAD_URL_SECONDS = 2 * 3600;

/** Thrown inside the trial transaction to roll it back once the insert was allowed. */
class Allowed extends Error {}

export const createUploadUrl: StorageHandler = async (ctx, call) => {
  const caller = await call.caller();
  const { bucket, name } = splitKey(call.parts);
  await bucketOf(ctx, bucket);
  const upsert = headerValue(call.req, "x-upsert") === "true";
  const owner = (caller.claims.sub as string | undefined) ?? null;
  try {
    await asCaller(ctx.db, caller, async (tx) => {
      if (upsert) await tx.query("delete from storage.objects where bucket_id = $1 and name = $2", [bucket, name]);
      else {
        const there = await tx.query("select 1 from storage.objects where bucket_id = $1 and name = $2", [
          bucket,
          name,
        ]);
        if (there.rows.length > 0) throw storageErrors.duplicate();
      }
      await tx.query("insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)", [
        bucket,
        name,
        owner,
        owner,
      ]);
      throw new Allowed();
    });
  } catch (error) {
    if (!(error instanceof Allowed)) throw error;
  }
  const url = `${bucket}/${name}`;
  const token = await signJwt(ctx.settings.jwtSecret, { url, upload: true, owner, upsert }, UPLOAD_URL_SECONDS);
  sendJson(call.req, call.res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
};

export const uploadToUrl: StorageHandler = async (ctx, call) => {
  const { bucket, name } = splitKey(call.parts);
  const token = call.query.get("token");
  if (!token) throw storageErrors.badSignature("Missing token");
  const verified = await verifyJwt(ctx.settings.jwtSecret, token);
  if (!verified.ok || verified.claims.upload !== true || verified.claims.url !== `${bucket}/${name}`)
    throw storageErrors.badSignature("The signature is invalid or has expired");
  const owner = typeof verified.claims.owner === "string" ? verified.claims.owner : null;
  const server = { role: "service_role" as const, claims: { role: "service_role" } };
  const mode = verified.claims.upsert === true ? "upsert" : "insert";
  const written = await writeObject(ctx, call.req, server, { bucket, name, mode, owner });
  sendJson(call.req, call.res, 200, { Key: written.key });
};
