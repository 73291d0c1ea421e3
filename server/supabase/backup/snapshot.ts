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
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { LOCK_FILE } from "../core/data-lock.ts";
import type { Db } from "../core/db.ts";
import { type TarEntry, writeTar } from "./tar.ts";

/**
 * Files of the data folder that describe the process holding it, not the site's data (server.json
 * is where older versions kept it). The lock's temporary twins start with its name too.
 */
export const isTransient = (relative: string): boolean =>
  relative === "server.json" || relative === LOCK_FILE || relative.startsWith(`${LOCK_FILE}.`);

export interface Snapshot {
  /** The data folder as a .tar.gz. */
  archive: Buffer;
  /** The longest that database queries waited (behind the start or the stop), in milliseconds. */
  pausedMs: number;
}

interface Tree {
  /** Relative folder paths, parents before children, "/"-separated. */
  dirs: string[];
  files: string[];
}

/** The folders and regular files under `root`, but those `skip` names (and what is inside them). */
async function listTree(root: string, skip: (relative: string) => boolean): Promise<Tree> {
  const tree: Tree = { dirs: [], files: [] };
  async function walk(dir: string) {
    for (const item of await readdir(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${item.name}` : item.name;
      if (skip(relative)) continue;
      if (item.isDirectory()) {
        tree.dirs.push(relative);
        await walk(relative);
      } else if (item.isFile()) {
        tree.files.push(relative);
      }
    }
  }
  await walk("");
  return tree;
}

/**
 * Runs `work` on every item, `WIDTH` at a time. A database folder is about a thousand small files;
 * one at a time, each waits its turn on an event loop busy with the database's own (synchronous)
 * file work, and under a stream of writes a copy took 30 s. Side by side, they share the turns.
 */
const WIDTH = 32;
async function eachAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WIDTH, items.length) }, lane));
  return results;
}

const folder = (name: string): TarEntry => ({ name, data: new Uint8Array(0) });

/** The tar entries of the folder `root`, named `prefix` + their path inside it. */
async function collect(root: string, skip: (relative: string) => boolean, prefix = ""): Promise<TarEntry[]> {
  const tree = await listTree(root, skip);
  const dirs = tree.dirs.map((dir) => folder(`${prefix}${dir}/`));
  const files = await eachAtOnce(tree.files, async (file) => {
    const full = path.join(root, file);
    const [data, info] = await Promise.all([readFile(full), stat(full)]);
    return { name: `${prefix}${file}`, data, mtime: info.mtimeMs / 1000 };
  });
  return [...dirs, ...files];
}

/** Files PostgreSQL leaves out of a base backup; pg_wal is read after the stop. */
const NOT_COPIED = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "backup_label.old", "pg_wal"]);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export async function snapshotDataDir(db: Db, dataDir: string): Promise<Snapshot> {
  const source = path.join(dataDir, "pgdata");
  const [, startMs] = await timed(() => db.query("select pg_backup_start('little-space-station', true)"));
  let database: TarEntry[];
  let label: string;
  let stopMs: number;
  try {
    // Read straight into the archive's entries: the copy is held in memory, as the archive is.
    database = await collect(source, (relative) => NOT_COPIED.has(relative), "pgdata/");
  } finally {
    const [stopped, ms] = await timed(() =>
      db.query<{ labelfile: string }>("select labelfile from pg_backup_stop(false)"),
    );
    label = stopped.rows[0]!.labelfile;
    stopMs = ms;
  }
  const entries: TarEntry[] = [
    folder("pgdata/"),
    ...database,
    { name: "pgdata/backup_label", data: new TextEncoder().encode(label) },
    folder("pgdata/pg_wal/"),
    ...(await collect(path.join(source, "pg_wal"), () => false, "pgdata/pg_wal/")),
    ...(await collect(dataDir, (relative) => relative === "pgdata" || isTransient(relative))),
  ];
  const archive = await promisify(gzip)(Buffer.concat(writeTar(entries)));
  return { archive, pausedMs: Math.max(startMs, stopMs) };
}
