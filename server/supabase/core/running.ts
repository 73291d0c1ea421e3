/**
 * `<data dir>/server.json`: which process has the data folder open, and where it answers, so
 * `npm run backup` finds the running server and `npm run restore` refuses while one runs.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "server.json";

export interface Running {
  pid: number;
  /** A loopback URL of the server, e.g. http://127.0.0.1:4173. */
  url: string;
}

/** Records this process as the folder's server; the returned function removes the record. */
export function markRunning(dataDir: string, port: number): () => void {
  const file = path.join(dataDir, FILE);
  const record: Running = { pid: process.pid, url: `http://127.0.0.1:${port}` };
  writeFileSync(file, JSON.stringify(record) + "\n", { mode: 0o600 });
  return () => {
    try {
      if ((JSON.parse(readFileSync(file, "utf8")) as Running).pid === process.pid) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** The server that has the folder open, if its process is still alive. */
export function findRunning(dataDir: string): Running | undefined {
  let record: Running;
  try {
    record = JSON.parse(readFileSync(path.join(dataDir, FILE), "utf8")) as Running;
  } catch {
    return undefined;
  }
  try {
    process.kill(record.pid, 0);
    return record;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? record : undefined;
  }
}
