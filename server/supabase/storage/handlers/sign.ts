/** POST /object/sign/<bucket>/<name> (one signed URL) and POST /object/sign/<bucket> (many). */
import { asCaller } from "../../core/caller.ts";
import { sendJson } from "../../core/http.ts";
import { bucketOf, type StorageHandler } from "../context.ts";
import { storageErrors } from "../errors.ts";
import { expiresInOf, jsonBody, splitKey } from "../names.ts";
import { signObjectUrl } from "../signed-urls.ts";
import { transformOf, transformToToken } from "../transform.ts";

export const signOne: StorageHandler = async (ctx, call) => {
  const { req, res } = call;
  const caller = await call.caller();
  const { bucket, name } = splitKey(call.parts);
  const body = await jsonBody(req);
  const expiresIn = expiresInOf(body);
  const transform =
    body.transform && typeof body.transform === "object" && Object.keys(body.transform).length > 0
      ? transformOf(body.transform as Record<string, unknown>)
      : undefined;
  await bucketOf(ctx, bucket);
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query("select 1 from storage.objects where bucket_id = $1 and name = $2", [bucket, name]),
  );
  if (found.rows.length === 0) throw storageErrors.notFound();
  const transformations = transform ? transformToToken(transform) : undefined;
  const token = await signObjectUrl(ctx.settings.jwtSecret, `${bucket}/${name}`, expiresIn, transformations);
  const route = transform ? "render/image/sign" : "object/sign";
  sendJson(req, res, 200, { signedURL: `/${route}/${bucket}/${name}?token=${token}` });
};

/** createSignedUrls: one answer per path, `error` for those the caller may not read. */
export const signMany: StorageHandler = async (ctx, call) => {
  const { req, res } = call;
  const caller = await call.caller();
  const bucket = decodeURIComponent(call.parts[0] ?? "");
  const body = await jsonBody(req);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === "string") || paths.length > 1000)
    throw storageErrors.badRequest("paths must be a list of object names");
  await bucketOf(ctx, bucket);
  const found = await asCaller(ctx.db, caller, (tx) =>
    tx.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [
      bucket,
      paths,
    ]),
  );
  const readable = new Set(found.rows.map((r) => r.name));
  const answers = [];
  for (const path of paths as string[]) {
    if (!readable.has(path))
      answers.push({
        error: "Either the object does not exist or you do not have access to it",
        path,
        signedURL: null,
      });
    else {
      const token = await signObjectUrl(ctx.settings.jwtSecret, `${bucket}/${path}`, expiresIn);
      answers.push({ error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
    }
  }
  sendJson(req, res, 200, answers);
};
