/**
 * Pictures no contest entry points at (public.contest_orphan_objects: an upload never entered, a
 * deleted account's files, a wall copy whose approval failed) are removed through storage at
 * start and every hour.
 */
import type { Db } from "../core/db.ts";
import type { StorageService } from "./index.ts";

export async function removeOrphanPictures(db: Db, storage: StorageService): Promise<number> {
  const exists = await db.query("select 1 from pg_proc where proname = 'contest_orphan_objects'");
  if (exists.rows.length === 0) return 0;
  const orphans = await db.query<{ bucket_id: string; name: string }>(
    "select bucket_id, name from public.contest_orphan_objects()",
  );
  const byBucket = new Map<string, string[]>();
  for (const o of orphans.rows) byBucket.set(o.bucket_id, [...(byBucket.get(o.bucket_id) ?? []), o.name]);
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
