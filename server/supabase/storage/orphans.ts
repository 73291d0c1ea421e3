/**
 * Pictures nothing points at are removed through storage at start and every hour: those no contest
 * entry names (public.contest_orphan_objects: an upload never entered, a deleted account's files,
 * a wall copy whose approval failed) and a deleted account's studio pictures
 * (public.studio_orphan_objects).
 */
import type { Db } from "../core/db.ts";
import type { StorageService } from "./index.ts";

const ORPHAN_FUNCTIONS = ["contest_orphan_objects", "studio_orphan_objects"];

export async function removeOrphanPictures(db: Db, storage: StorageService): Promise<number> {
  const exists = await db.query<{ proname: string }>("select proname from pg_proc where proname = any($1::text[])", [
    ORPHAN_FUNCTIONS,
  ]);
  const byBucket = new Map<string, string[]>();
  for (const { proname } of exists.rows) {
    const orphans = await db.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from public.${proname}()`,
    );
    for (const o of orphans.rows) byBucket.set(o.bucket_id, [...(byBucket.get(o.bucket_id) ?? []), o.name]);
  }
  let removed = 0;
  for (const [bucket, names] of byBucket) removed += await storage.removeObjects(bucket, names);
  return removed;
}

export function sweepEveryHour(db: Db, storage: StorageService): () => void {
  const timer = setInterval(
    () => {
      removeOrphanPictures(db, storage).catch((error: unknown) =>
        console.error("storage: orphan sweep failed:", error),
      );
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
