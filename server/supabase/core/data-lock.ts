/**
 * One process at a time per data folder, as PostgreSQL's `postmaster.pid` keeps one postmaster
 * per data directory. PGlite is PostgreSQL in one process with no shared memory between
 * processes: two processes on one folder each believe they own its files, and the folder ends up
 * losing answered writes or not opening at all.
 *
 * The lock is a file, `<data dir>/lock.json`, holding the process id, the process's start as the
 * operating system counts it, and what the process is. Node has no OS file lock (flock/fcntl)
 * without a native addon, so the file is checked for a live holder instead: a holder whose
 * process is gone, or whose process id now belongs to a process that started at another time
 * (ids are reused, and start again from 1 after a reboot or in a new container), has left a
 * stale lock, which the next process takes over. The file appears whole or not at all (it is
 * written beside and hard-linked into place); taking over a stale one happens under a short
 * mutex, so two processes that both find it stale never both win.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "lock.json";

export interface LockRecord {
  pid: number;
  /** The process's start as the OS records it ("" where it cannot be read: Windows). */
  started: string;
  /** When it took the lock, for people reading the message. */
  since: string;
  host: string;
  /** What holds the folder: "the server", "npm run restore", ... */
  holder: string;
  /** The server's loopback URL, once it listens (backups and exports go through it). */
  url?: string;
  /** Tells two holders in one process apart (an in-process second open is refused too). */
  nonce: string;
}

/** Thrown when another live process holds the folder; its message is one sentence for people. */
export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly record: LockRecord,
  ) {
    const what = record.url ? `${record.holder} at ${record.url}` : record.holder;
    super(
      `The data folder ${dataDir} is in use by process ${record.pid} (${what}, since ${record.since}): ` +
        `stop it first, or set AUTH_DATA_DIR to another folder.`,
    );
    this.name = "DataFolderInUse";
  }
}

let bootId: string | undefined;
function linuxBootId(): string {
  return (bootId ??= readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
}

/**
 * The process's start as the OS records it, or undefined when no such process runs. On Linux the
 * boot's id and the start in clock ticks since boot (/proc/<pid>/stat, field 22); elsewhere what
 * `ps` says; on Windows only whether the id is alive.
 */
export function processStart(pid: number): string | undefined {
  if (process.platform === "linux") {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      return undefined;
    }
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return `${linuxBootId()} ${fields[19]}`;
  }
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return undefined;
  }
  if (process.platform === "win32") return "";
  try {
    return execFileSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote `record` still runs (on this machine, in this container). */
export function isAlive(record: LockRecord): boolean {
  const started = processStart(record.pid);
  if (started === undefined) return false;
  return record.started === "" || started === "" || started === record.started;
}

function readRecord(file: string): { text: string; record?: LockRecord } | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const record = JSON.parse(text) as LockRecord;
    return typeof record.pid === "number" ? { text, record } : { text };
  } catch {
    // Not a record this code wrote whole (an older format, a damaged disk): nobody's.
    return { text };
  }
}

/** Writes `text` beside `file`, flushed, and returns the temporary file's path. */
function writeBeside(file: string, text: string): string {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temp, text, { mode: 0o600 });
  const fd = openSync(temp, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temp;
}

/** Creates `file` holding `text` if it does not exist; false when it does. */
function createWhole(file: string, text: string): boolean {
  const temp = writeBeside(file, text);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    // A filesystem without hard links (some mounted shares): created exclusively, then written.
    try {
      writeFileSync(file, text, { flag: "wx", mode: 0o600 });
      return true;
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw fallback;
    }
  } finally {
    unlinkSync(temp);
  }
}

/** Locks this process holds, released when it exits (one listener for them all). */
const held = new Set<() => void>();
let listening = false;
function releaseAtExit(release: () => void): void {
  held.add(release);
  if (listening) return;
  listening = true;
  process.once("exit", () => {
    for (const each of held) each();
  });
}

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A mutex for taking over a stale lock; one left by a process killed inside it expires. */
const TAKEOVER_EXPIRES_MS = 10_000;

/** Removes `file` if it still holds exactly `staleText`; the caller then tries to create it. */
function removeStale(file: string, staleText: string): void {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    try {
      if (Date.now() - statSync(mutex).mtimeMs > TAKEOVER_EXPIRES_MS) rmdirSync(mutex);
    } catch {
      // Released meanwhile.
    }
    pause(20);
    return;
  }
  try {
    if (readRecord(file)?.text === staleText) unlinkSync(file);
  } finally {
    rmdirSync(mutex);
  }
}

export interface DataFolderLock {
  readonly dataDir: string;
  readonly record: LockRecord;
  /** Adds the server's URL to the record (or removes it, with undefined). */
  setUrl(url: string | undefined): void;
  /** Removes the lock, if it is still this holder's. */
  release(): void;
}

/**
 * Takes the data folder for this process, or throws DataFolderInUse naming the live process that
 * holds it. `holder` says what this process is, for the message another process prints.
 */
export function lockDataFolder(dataDir: string, holder: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  let record: LockRecord = {
    pid: process.pid,
    started: processStart(process.pid) ?? "",
    since: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    host: hostname(),
    holder,
    nonce: randomBytes(8).toString("hex"),
  };
  for (let attempt = 0; ; attempt++) {
    if (createWhole(file, JSON.stringify(record))) break;
    const found = readRecord(file);
    if (!found) continue;
    if (found.record && isAlive(found.record)) throw new DataFolderInUse(dataDir, found.record);
    if (!found.record && youngerThan(file, 2000)) {
      // Being written by a process that just created it (the fallback without hard links).
      pause(50);
      continue;
    }
    if (attempt > 200) throw new Error(`Could not take the lock ${file}: other processes keep changing it.`);
    removeStale(file, found.text);
  }

  const mine = () => readRecord(file)?.record?.nonce === record.nonce;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(release);
    try {
      if (mine()) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  // A process that ends without closing its database leaves nothing behind for the next start
  // to check (a killed one does, and the next start finds it stale).
  releaseAtExit(release);
  return {
    dataDir,
    get record() {
      return record;
    },
    setUrl(url) {
      if (released || !mine()) return;
      record = { ...record, url };
      if (url === undefined) delete record.url;
      renameSync(writeBeside(file, JSON.stringify(record)), file);
    },
    release,
  };
}

/** The live holder of the folder, if any (its URL tells whether it is a server that answers). */
export function findHolder(dataDir: string): LockRecord | undefined {
  const found = readRecord(path.join(dataDir, LOCK_FILE));
  return found?.record && isAlive(found.record) ? found.record : undefined;
}
