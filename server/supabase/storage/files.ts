/**
 * The files behind storage.objects: `<data dir>/storage/objects/<object id>`. A file is written
 * under tmp/ and synced, then renamed into objects/ before its row is inserted; a row is deleted
 * before its file. So after a crash there is never a row without its file, only files without a
 * row, and `sweep()` (at start) removes those and anything left in tmp/.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { type FileHandle, open, readdir, readFile, rename, rm, copyFile } from "node:fs/promises";
import path from "node:path";
import type { Queryable } from "../core/db.ts";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class FileStore {
  readonly objects: string;
  readonly tmp: string;

  constructor(dataDir: string) {
    this.objects = path.join(dataDir, "storage", "objects");
    this.tmp = path.join(dataDir, "storage", "tmp");
    mkdirSync(this.objects, { recursive: true, mode: 0o700 });
    mkdirSync(this.tmp, { recursive: true, mode: 0o700 });
  }

  private file(id: string): string {
    if (!ID.test(id)) throw new Error(`not an object id: ${id}`);
    return path.join(this.objects, id);
  }

  /** Writes the bytes as object `id` (a new UUID), durably, before any row names it. */
  async put(bytes: Uint8Array): Promise<string> {
    const id = randomUUID();
    const temp = path.join(this.tmp, id);
    const handle = await open(temp, "wx", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.file(id));
    return id;
  }

  /** A second file with the same bytes (Storage's copy makes an independent object). */
  async duplicate(id: string): Promise<string> {
    const copy = randomUUID();
    const temp = path.join(this.tmp, copy);
    await copyFile(this.file(id), temp);
    await rename(temp, this.file(copy));
    return copy;
  }

  /** The object's file, open for reading (it stays readable if removed meanwhile), or undefined when gone. */
  openForReading(id: string): Promise<FileHandle | undefined> {
    return open(this.file(id), "r").catch(() => undefined);
  }

  /** The object's bytes whole (for transforming a picture), or undefined when gone. */
  read(id: string): Promise<Buffer | undefined> {
    return readFile(this.file(id)).catch(() => undefined);
  }

  async remove(id: string): Promise<void> {
    await rm(this.file(id), { force: true });
  }

  /** Removes files no row names, and unfinished writes. Answers how many files went. */
  async sweep(db: Queryable): Promise<number> {
    for (const name of await readdir(this.tmp)) await rm(path.join(this.tmp, name), { force: true });
    const rows = await db.query<{ id: string }>("select id::text as id from storage.objects");
    const known = new Set(rows.rows.map((r) => r.id));
    let removed = 0;
    for (const name of await readdir(this.objects)) {
      if (known.has(name)) continue;
      await rm(path.join(this.objects, name), { force: true });
      removed += 1;
    }
    return removed;
  }
}
