/**
 * One server per data folder, in child processes as an owner runs them: a second server on the
 * folder refuses and exits non-zero while the first keeps every write; a backup goes through the
 * running server and a restore is refused; after `kill -9` the next start takes the lock over. A
 * folder whose database cannot open (its WAL cut short) gives PostgreSQL's words, the newest
 * backup and the command that restores it, and a non-zero exit.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, truncateSync, utimesSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { freshDataDir, uniqueEmail } from "../tests/server/auth-harness.ts";
import { type ChildService, clientFor, startChildService } from "./child-service.ts";

const root = path.resolve(import.meta.dirname, "..");
const folders: string[] = [];
const services: ChildService[] = [];
afterAll(async () => {
  for (const { child } of services) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function start(dataDir: string, env: Record<string, string> = {}): Promise<ChildService> {
  const service = await startChildService(dataDir, env);
  services.push(service);
  return service;
}

/** Why a start failed: its exit code and everything it printed. */
async function refusedStart(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const error = await start(dataDir, env).then(
    () => new Error("The second start listened"),
    (error: Error) => error,
  );
  return error.message;
}

/** One of the owner's commands (scripts/dev/<name>.ts) on the folder: its exit code and output. */
function command(name: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/dev/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, AUTH_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output })));
}

const password = "one server password";
async function signUp(url: string, email: string): Promise<void> {
  const { error } = await clientFor(url).auth.signUp({ email, password, options: { data: { nickname: "One" } } });
  expect(error).toBeNull();
}

it("refuses a second server and a restore while one runs, backs up through it, and takes over after kill -9", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const dataDir = await freshDataDir();
  folders.push(dataDir);
  const first = await start(dataDir);
  const emails = Array.from({ length: 16 }, () => uniqueEmail("one"));

  // Sign-ups keep being answered while a second server tries the same folder.
  const [refusal] = await Promise.all([
    refusedStart(dataDir),
    ...emails.slice(0, 8).map((email) => signUp(first.url, email)),
  ]);
  expect(refusal).toMatch(/exited \(1\) before listening/);
  expect(refusal).toContain(
    `The data folder ${dataDir} is in use by process ${first.child.pid} (the standalone backend`,
  );
  for (const email of emails.slice(8)) await signUp(first.url, email);

  const archive = path.join(dataDir, "..", `${path.basename(dataDir)}.tar.gz`);
  folders.push(archive);
  const backup = await command("backup", [archive], dataDir);
  expect(backup.output).toMatch(/The database waited \d+ ms/); // taken by the running server
  expect(backup.code).toBe(0);
  const restore = await command("restore", [archive], dataDir);
  expect(restore.code).toBe(1);
  expect(restore.output.trim()).toMatch(
    new RegExp(`^The data folder ${dataDir} is in use by process ${first.child.pid} \\(.*\\): stop it first`),
  );

  // Killed: its lock stays behind, naming a process that is gone.
  first.child.kill("SIGKILL");
  await first.exited;
  const second = await start(dataDir);
  const client = clientFor(second.url);
  const missing: string[] = [];
  for (const email of emails) {
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) missing.push(`${email}: ${error.message}`);
  }
  expect(missing).toEqual([]);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 180_000);

it("says in words why a folder whose WAL was cut short does not open, and how to restore it", async () => {
  const dataDir = await freshDataDir();
  const backups = await mkdtemp(path.join(tmpdir(), "lss-backups-"));
  folders.push(dataDir, backups);
  const wal = path.join(dataDir, "pgdata", "pg_wal");
  for (const name of readdirSync(wal)) if (/^[0-9A-F]{24}$/.test(name)) truncateSync(path.join(wal, name), 0);
  mkdirSync(backups, { recursive: true });
  for (const [name, day] of [
    ["older.tar.gz", 1],
    ["newest.tar.gz", 2],
  ] as const) {
    writeFileSync(path.join(backups, name), "");
    utimesSync(path.join(backups, name), new Date(2026, 10, day), new Date(2026, 10, day));
  }

  const output = await refusedStart(dataDir, { AUTH_BACKUP_DIR: backups });
  expect(output).toMatch(/exited \(1\) before listening/);
  expect(output).toContain(`The database in ${path.join(dataDir, "pgdata")} could not be opened:`);
  expect(output).toContain("PANIC:  could not locate a valid checkpoint record");
  expect(output).toContain(`npm run restore -- ${path.join(backups, "newest.tar.gz")}`);
  expect(output).toContain("The server did not start.");
  // PostgreSQL's words, not PGlite's minified source or a stack.
  expect(output).not.toMatch(/Aborted\(\)|\n\s+at |function\s*\(/);
}, 120_000);
