/**
 * Test support: the standalone Supabase services (server/supabase/standalone.ts) as a child
 * process on a given data folder, for tests that kill it, stop it or fill its disk.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { DEV_ANON_KEY } from "./supabase/core/config.ts";

const root = path.resolve(import.meta.dirname, "..");

export interface ChildService {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export function startChildService(dataDir: string, env: Record<string, string> = {}): Promise<ChildService> {
  // V8's baseline WebAssembly compiler only: a start compiles PGlite's Postgres without the
  // optimising tier (4.9 s of CPU -> 3.2 s), and these short-lived services do too little work to
  // miss it. What the tests check (answered writes kept, clean shutdowns) does not depend on it.
  const child = spawn(process.execPath, ["--liftoff-only", "--import", "tsx", "server/supabase/standalone.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      AUTH_DATA_DIR: dataDir,
      AUTH_LOG_REQUESTS: "0",
      AUTH_BCRYPT_COST: "4",
      AUTH_MAILER_AUTOCONFIRM: "1",
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "100000",
      AUTH_RATE_LIMIT_TOKEN_REFRESH: "100000",
      AUTH_RATE_LIMIT_EMAIL_SENT: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on port (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}`, output: () => output, exited });
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`The service exited (${code}) before listening:\n${output}`)));
  });
}

export const clientFor = (url: string): SupabaseClient =>
  createClient(url, DEV_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: class {} as never },
  });

/**
 * PostgreSQL's own record of how the database was left (pg_control's DBState): "shut down" after
 * a clean close, "in production" when the next start must replay the WAL to recover.
 */
export function databaseState(dataDir: string): "shut down" | "in production" | `state ${number}` {
  const state = readFileSync(path.join(dataDir, "pgdata", "global", "pg_control")).readInt32LE(16);
  return state === 1 ? "shut down" : state === 6 ? "in production" : `state ${state}`;
}
