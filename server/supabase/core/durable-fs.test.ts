/**
 * An answered write is on stable storage: watching the filesystem calls the database makes, the
 * write-ahead log's file is fsynced after the commit's WAL write and before the sign-up's answer
 * arrives. With AUTH_DB_FSYNC=off the same watch sees no flush, so the check can fail.
 */
import fs from "node:fs";
import { afterEach, expect, it, vi } from "vitest";
import { startTestService, type TestService, uniqueEmail } from "../../../tests/server/auth-harness.ts";

let svc: TestService | undefined;
afterEach(async () => {
  await svc?.stop();
  svc = undefined;
});

type Event = { op: "write" | "fsync"; file: string } | { op: "answered" };

/** Records writes and fsyncs to the database's WAL segments (pg_wal/<24 hex digits>), in order. */
function watchWal(): Event[] {
  const events: Event[] = [];
  const walFile = (fd: number) => {
    try {
      const file = fs.readlinkSync(`/proc/self/fd/${fd}`);
      return /\/pg_wal\/[0-9A-F]{24}$/.test(file) ? file : undefined;
    } catch {
      return undefined;
    }
  };
  const write = fs.writeSync;
  const fsync = fs.fsyncSync;
  vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, ...rest: unknown[]) => {
    const file = walFile(fd);
    if (file) events.push({ op: "write", file });
    return (write as (...args: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.writeSync);
  vi.spyOn(fs, "fsyncSync").mockImplementation((fd) => {
    const file = walFile(fd);
    if (file) events.push({ op: "fsync", file });
    return fsync(fd);
  });
  return events;
}

async function signUpWatched(env: Record<string, string>): Promise<Event[]> {
  svc = await startTestService(env);
  const client = svc.client();
  // A first sign-up warms everything up; the watched one follows.
  await client.auth.signUp({ email: uniqueEmail("warm"), password: "durable password 1" });
  const events = watchWal();
  const { error } = await client.auth.signUp({
    email: uniqueEmail("flushed"),
    password: "durable password 1",
    options: { data: { nickname: "Flushed" } },
  });
  expect(error).toBeNull();
  events.push({ op: "answered" });
  return events;
}

/** Whether the last WAL write before the answer was followed by an fsync of its file before it. */
function flushedBeforeAnswer(events: Event[]): boolean {
  const answered = events.findIndex((e) => e.op === "answered");
  const before = events.slice(0, answered);
  const lastWrite = before.findLastIndex((e) => e.op === "write");
  if (lastWrite === -1) throw new Error("The sign-up wrote nothing to the WAL: the spy saw nothing.");
  const { file } = before[lastWrite] as { file: string };
  return before.slice(lastWrite + 1).some((e) => e.op === "fsync" && e.file === file);
}

it.runIf(process.platform === "linux")("flushes the WAL to disk before a sign-up is answered", async () => {
  const events = await signUpWatched({});
  expect(flushedBeforeAnswer(events)).toBe(true);
});

it.runIf(process.platform === "linux")("flushes nothing with AUTH_DB_FSYNC=off (the setting's cost)", async () => {
  const events = await signUpWatched({ AUTH_DB_FSYNC: "off" });
  expect(flushedBeforeAnswer(events)).toBe(false);
});
