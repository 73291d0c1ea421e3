/**
 * A consistent copy of the data folder while the server runs, the way PostgreSQL takes an online
 * base backup: `pg_backup_start` (a checkpoint), a copy of the database's files while it keeps
 * working, `pg_backup_stop`, then the WAL written meanwhile and the `backup_label` that tells
 * PostgreSQL to replay it from the checkpoint when the copy is opened. Torn pages in the copy are
 * repaired by that replay (full_page_writes is on). Every transaction answered before the backup
 * began is before its checkpoint, so it is in the copy. Database queries wait only while the
 * start and stop run (PGlite has one connection), not during the copy; pages and everything else
 * keep being served. The rest of the folder (keys, anything stored beside the database) is read
 * after, and the whole is packed as a .tar.gz of the data folder.
 */
import { constants } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Db } from "../core/db.ts";
import { type TarEntry, writeTar } from "./tar.ts";

/** Files of the data folder that describe the running process, not the site's data. */
export const TRANSIENT = new Set(["server.json"]);

export interface Snapshot {
  /** The data folder as a .tar.gz. */
  archive: Buffer;
  /** The longest that database queries waited (behind the start or the stop), in milliseconds. */
  pausedMs: number;
}

async function collect(root: string, dir: string, skip: (relative: string) => boolean, out: TarEntry[]) {
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    const relative = path.relative(root, full).split(path.sep).join("/");
    if (skip(relative)) continue;
    if (item.isDirectory()) {
      out.push({ name: `${relative}/`, data: new Uint8Array(0) });
      await collect(root, full, skip, out);
    } else if (item.isFile()) {
      out.push({ name: relative, data: await readFile(full), mtime: (await stat(full)).mtimeMs / 1000 });
    }
  }
}

/** Files PostgreSQL leaves out of a base backup; pg_wal is copied after the stop. */
const NOT_COPIED = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "backup_label.old", "pg_wal"]);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export async function snapshotDataDir(db: Db, dataDir: string): Promise<Snapshot> {
  const staging = await mkdtemp(path.join(tmpdir(), "lss-backup-"));
  const source = path.join(dataDir, "pgdata");
  const copy = path.join(staging, "pgdata");
  try {
    const [, startMs] = await timed(() => db.query("select pg_backup_start('little-space-station', true)"));
    let label: string;
    let stopMs: number;
    try {
      await cp(source, copy, {
        recursive: true,
        mode: constants.COPYFILE_FICLONE,
        filter: (from) => !NOT_COPIED.has(path.relative(source, from).split(path.sep).join("/")),
      });
    } finally {
      const [stopped, ms] = await timed(() =>
        db.query<{ labelfile: string }>("select labelfile from pg_backup_stop(false)"),
      );
      label = stopped.rows[0]!.labelfile;
      stopMs = ms;
    }
    await writeFile(path.join(copy, "backup_label"), label, { mode: 0o600 });
    await cp(path.join(source, "pg_wal"), path.join(copy, "pg_wal"), { recursive: true });
    const entries: TarEntry[] = [];
    await collect(staging, staging, () => false, entries);
    await collect(dataDir, dataDir, (relative) => relative === "pgdata" || TRANSIENT.has(relative), entries);
    const archive = await promisify(gzip)(Buffer.concat(writeTar(entries)));
    return { archive, pausedMs: Math.max(startMs, stopMs) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
