/**
 * The data folder's lock: a live holder is refused with a sentence naming the folder and the
 * process; a lock left by a process that is gone, or whose id now belongs to a process started at
 * another time, is taken over.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { DataFolderInUse, LOCK_FILE, type LockRecord, lockDataFolder, processStart } from "./data-lock.ts";

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "lss-lock-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const leave = (record: Partial<LockRecord>) =>
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({
      since: "2026-11-29T03:00:00Z",
      host: "here",
      holder: "a server (npm start)",
      nonce: "x",
      ...record,
    }),
  );
const holderPid = () => (JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")) as LockRecord).pid;

it("refuses a second holder, in this process too, naming the folder and the process", () => {
  const first = lockDataFolder(dir, "a server (npm start)");
  let refusal: unknown;
  try {
    lockDataFolder(dir, "npm run restore");
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(DataFolderInUse);
  expect((refusal as Error).message).toMatch(
    new RegExp(
      `^The data folder ${dir} is in use by process ${process.pid} \\(a server \\(npm start\\), since .*\\): stop it first`,
    ),
  );
  first.release();
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  lockDataFolder(dir, "npm run restore").release();
});

it("refuses while another live process holds it, and says where that server answers", async () => {
  const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  try {
    await new Promise((resolve) => other.once("spawn", resolve));
    leave({ pid: other.pid!, started: processStart(other.pid!)!, url: "http://127.0.0.1:4173" });
    expect(() => lockDataFolder(dir, "npm run restore")).toThrow(
      `is in use by process ${other.pid} (a server (npm start) at http://127.0.0.1:4173`,
    );
  } finally {
    other.kill("SIGKILL");
  }
});

it("takes over a lock whose process is gone", () => {
  const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
  leave({ pid: gone, started: "boot 123" });
  const lock = lockDataFolder(dir, "a server (npm start)");
  expect(holderPid()).toBe(process.pid);
  lock.release();
});

it("takes over a lock whose process id now belongs to a process started at another time", () => {
  // This very process's id, as after a restart of the machine or of a container.
  leave({ pid: process.pid, started: `${processStart(process.pid)}0` });
  const lock = lockDataFolder(dir, "a server (npm start)");
  expect((JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")) as LockRecord).nonce).not.toBe("x");
  lock.release();
});

it("records the server's URL once it listens, and removes only its own lock", () => {
  const lock = lockDataFolder(dir, "a server (npm start)");
  lock.setUrl("http://127.0.0.1:4999");
  expect((JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")) as LockRecord).url).toBe("http://127.0.0.1:4999");
  // Someone else's lock now (a takeover after this one was judged stale): left alone.
  leave({ pid: 1, started: "" });
  lock.release();
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
});
