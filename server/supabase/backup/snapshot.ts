/**
 * A consistent copy of the data folder while the server runs. The database's files are copied
 * while PGlite's query lock is held: no statement runs meanwhile, and every transaction answered
 * before has its WAL in the files (synchronous_commit), so the copy is what a crash at that moment
 * would leave, which PostgreSQL opens by replaying the WAL. Only database queries wait, for as
 * long as the file copy takes (a copy-on-write clone where the filesystem offers one); pages and
 * everything else keep being served. The rest of the folder (keys, anything stored beside the
 * database) is read after, and the whole is packed as a .tar.gz of the data folder.
 */
import { constants } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
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
  /** How long database queries waited, in milliseconds. */
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

export async function snapshotDataDir(db: Db, dataDir: string): Promise<Snapshot> {
  const staging = await mkdtemp(path.join(tmpdir(), "lss-backup-"));
  try {
    const started = performance.now();
    await db.runExclusive(() =>
      cp(path.join(dataDir, "pgdata"), path.join(staging, "pgdata"), {
        recursive: true,
        mode: constants.COPYFILE_FICLONE,
      }),
    );
    const pausedMs = performance.now() - started;
    const entries: TarEntry[] = [];
    await collect(staging, staging, () => false, entries);
    await collect(dataDir, dataDir, (relative) => relative === "pgdata" || TRANSIENT.has(relative), entries);
    const archive = await promisify(gzip)(Buffer.concat(writeTar(entries)));
    return { archive, pausedMs };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
