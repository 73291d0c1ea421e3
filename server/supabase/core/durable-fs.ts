/**
 * PGlite's files on disk, flushed as PostgreSQL asks. PGlite starts PostgreSQL with `-F` (fsync
 * off), and even with fsync on, its Node filesystem (Emscripten's NODEFS) has no `fsync` of its
 * own: the WebAssembly's fsync() reaches `stream_ops.fsync`, which NODEFS leaves out, so it does
 * nothing, and fdatasync() (PostgreSQL's default way to flush the WAL on Linux) is a stub that
 * returns 0. Here fsync() becomes Node's fsyncSync on the real file, fsync is switched on, and
 * the WAL is flushed with fsync(): COMMIT returns only after its WAL record is on stable
 * storage, and checkpoints flush the data files they wrote, as PostgreSQL does natively.
 */
// Through the module object, as Emscripten's NODEFS calls it, so a test can watch every call.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type PostgresMod = Parameters<NodeFS["init"]>[1];

interface EmscriptenNodeFs {
  stream_ops: Record<string, unknown>;
  tryFSOperation<T>(work: () => T): T;
}

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...(Array.isArray(preRun) ? preRun : [preRun]),
      (mod: { NODEFS: EmscriptenNodeFs }) => {
        // Errors come back to PostgreSQL as errno (tryFSOperation), which then refuses to go on
        // (data_sync_retry is off), as it does when a real fsync fails.
        mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) =>
          mod.NODEFS.tryFSOperation(() => {
            fs.fsyncSync(stream.nfd);
            return 0;
          });
      },
    ];
    return result;
  }
}

/** PostgreSQL's start options: PGlite's own, with fsync on and the WAL flushed by fsync(). */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync"];
}

/**
 * Flushes every file and folder under `dir`, and `dir` itself. A new database's files are copied
 * in from initdb's memory without a flush; this makes them durable once, as initdb's --sync does.
 */
export function syncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(dir);
}

/** Flushes one file, or one folder's list of names. */
export function syncPath(file: string): void {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
