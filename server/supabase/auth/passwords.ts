/**
 * bcrypt through the `bcrypt` package (OpenBSD's C code; prebuilt binaries for every platform are
 * inside its npm package, so nothing is downloaded or compiled at install) on worker threads of
 * its own, one per core, each at a lower CPU priority (password-worker.mjs). Hashing never holds
 * the event loop or libuv's shared thread pool, and when the cores are busy the main thread
 * (pages, the database) runs first: a sign-in burst slows sign-ins a little, not every page.
 * Hashes are `$2b$10$...` like bcryptjs's (what the server wrote before) and like GoTrue's (Go's
 * bcrypt), so existing users keep signing in and can be moved to hosted Supabase with them.
 * It replaced `@node-rs/bcrypt`: on this project's 2-core machine it verifies 40 passwords a
 * second against the Rust crate's 35 (cost 10, 8 at a time, measured side by side).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
export const PASSWORD_MAX_BYTES = 72;

interface Job {
  id: number;
  password: string;
  hash?: string;
  cost?: number;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

const WORKER_URL = new URL("./password-worker.mjs", import.meta.url);
const threads: { worker: Worker; job?: Job }[] = [];
const waiting: Job[] = [];
let nextId = 0;

// One thread per core: more would only take turns on the same cores.
const MAX_THREADS = availableParallelism();

function startThread() {
  const thread: { worker: Worker; job?: Job } = { worker: new Worker(WORKER_URL) };
  thread.worker.unref();
  thread.worker.on("message", ({ id, result }: { id: number; result: string | boolean }) => {
    if (thread.job?.id === id) thread.job.resolve(result);
    thread.job = undefined;
    thread.worker.unref();
    dispatch();
  });
  const lose = (error: Error) => {
    threads.splice(threads.indexOf(thread), 1);
    thread.job?.reject(error);
    dispatch();
  };
  thread.worker.on("error", lose);
  thread.worker.on("exit", (code) => {
    if (threads.includes(thread)) lose(new Error(`A password thread stopped (${code})`));
  });
  threads.push(thread);
  return thread;
}

function dispatch() {
  while (waiting.length > 0) {
    const idle = threads.find((t) => !t.job) ?? (threads.length < MAX_THREADS ? startThread() : undefined);
    if (!idle) return;
    const job = waiting.shift()!;
    idle.job = job;
    // Held while it works, so a script awaiting a hash is not ended under it.
    idle.worker.ref();
    idle.worker.postMessage({ id: job.id, password: job.password, hash: job.hash, cost: job.cost });
  }
}

function run(job: Omit<Job, "id" | "resolve" | "reject">): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    waiting.push({ ...job, id: nextId++, resolve, reject });
    dispatch();
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  return (await run({ password, cost })) as string;
}

export async function checkPassword(password: string, hash: string): Promise<boolean> {
  // A malformed stored hash is a wrong password, as it was with bcryptjs, not a 500.
  return (await run({ password, hash })) === true;
}

// A real hash to compare against when the email is unknown, so a wrong email takes as long as a
// wrong password and the timing does not tell which addresses have accounts.
let decoy: Promise<string> | undefined;
export function decoyHash(cost: number): Promise<string> {
  decoy ??= hashPassword("decoy password that never matches", cost);
  return decoy;
}
