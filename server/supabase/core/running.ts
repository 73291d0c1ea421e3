/**
 * The server that has a data folder open, read from the folder's lock (data-lock.ts): its process
 * and the loopback URL it recorded once listening, so `npm run backup` and `npm run
 * export:supabase` go through it.
 */
import { findHolder } from "./data-lock.ts";

export interface Running {
  pid: number;
  /** A loopback URL of the server, e.g. http://127.0.0.1:4173. */
  url: string;
}

/** The server that has the folder open, if its process is alive and it listens. */
export function findRunning(dataDir: string): Running | undefined {
  const holder = findHolder(dataDir);
  return holder?.url ? { pid: holder.pid, url: holder.url } : undefined;
}
