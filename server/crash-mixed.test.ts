/**
 * Crash during mixed load: the auth and data service is killed with SIGKILL at a
 * random moment while sign-ups, sign-ins, refreshes, password changes and best records
 * (supabase-js `rpc("record_best")` through /rest/v1) run, then restarted on the same data
 * folder, CRASH_RUNS times (2 in `npm test`; `npm run test:crash` does 10). After each restart:
 * every answered sign-up and password change is there, every answered refresh's new token works
 * and the token it replaced is refused (no refresh token is valid twice), every answered best
 * record is kept (the stored best is at least as good as the best answered value, in the game's
 * direction, and is a value that was sent), and the database opened (PostgreSQL replays its WAL;
 * nothing is repaired by hand).
 */
import { rm } from "node:fs/promises";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, expect, it } from "vitest";
import { DEV_ANON_KEY } from "./supabase/core/config.ts";
import { freshDataDir } from "../tests/server/auth-harness.ts";
import { type ChildService, databaseState, startChildService } from "./child-service.ts";

const RUNS = Number(process.env.CRASH_RUNS ?? 2);
const WORKERS = 4;
let dataDir = "";
const services: ChildService[] = [];

afterAll(async () => {
  for (const { child } of services) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Two games, one for each direction of "better". */
const GAMES = [
  { id: "snake", lowerIsBetter: false },
  { id: "memory", lowerIsBetter: true },
] as const;
type GameId = (typeof GAMES)[number]["id"];

interface Best {
  /** The best value among the answered calls; undefined until one is answered. */
  answered?: number;
  /** Every value sent, answered or not: the stored best must be one of them. */
  sent: Set<number>;
  /** The next improving value: counts up for a score, down for a time or a move count. */
  next: number;
}

interface Member {
  email: string;
  /** The passwords that may be current: two while a change's answer was lost to the kill. */
  passwords: string[];
  access?: string;
  refresh?: string;
  bests: Record<GameId, Best>;
}

const newMember = (email: string, password: string): Member => ({
  email,
  passwords: [password],
  bests: {
    snake: { sent: new Set(), next: 1 },
    memory: { sent: new Set(), next: 1_000_000 },
  },
});

const better = (lowerIsBetter: boolean, a: number, b: number) => (lowerIsBetter ? Math.min(a, b) : Math.max(a, b));
const isWorse = (lowerIsBetter: boolean, value: number, than: number) => (lowerIsBetter ? value > than : value < than);

/** A supabase-js client whose requests carry whatever `token()` gives at the time. */
const dataClient = (url: string, token: () => string | undefined): SupabaseClient =>
  createClient(url, DEV_ANON_KEY, {
    accessToken: () => Promise.resolve(token() ?? null),
    realtime: { transport: class {} as never },
  });

interface Tally {
  /** Requests answered in the current run (any status). */
  ops: number;
  /** record_best calls answered 200 in the current run. */
  runBests: number;
  /** record_best calls answered 200. */
  answered: number;
  /** record_best calls in flight when the service was killed. */
  cut: number;
  /** Member-and-game bests checked after the restarts. */
  checked: number;
}

async function call(url: string, path: string, body: unknown, method = "POST", bearer?: string) {
  const headers: Record<string, string> = { apikey: DEV_ANON_KEY, "Content-Type": "application/json" };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const res = await fetch(url + "/auth/v1" + path, { method, headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, string> };
}

/**
 * A few record_best calls for one member, as the games make them: mostly improving values, now
 * and then a worse one (which must not replace the stored best). An answered call's row must
 * already be at least as good as everything answered before and as the value sent.
 */
async function recordBests(db: SupabaseClient, member: Member, problems: string[], tally: Tally) {
  for (let i = 0; i < 3; i++) {
    const game = GAMES[Math.floor(Math.random() * GAMES.length)]!;
    const best = member.bests[game.id];
    let value = best.next;
    if (best.answered !== undefined && Math.random() < 0.2) {
      value = game.lowerIsBetter ? best.answered + 1 + Math.floor(Math.random() * 50) : Math.floor(best.answered / 2);
    } else {
      best.next += game.lowerIsBetter ? -1 : 1;
    }
    best.sent.add(value);
    const { data, error, status } = await db.rpc("record_best", {
      game_id: game.id,
      best: value,
      lower_is_better: game.lowerIsBetter,
    });
    if (error || status !== 200) {
      // Cut short by the kill (supabase-js answers status 0): not answered, so nothing is owed.
      if (status === 0) tally.cut++;
      else problems.push(`${member.email} ${game.id}: record_best answered ${status} ${error?.message}`);
      return;
    }
    tally.answered++;
    tally.runBests++;
    const stored = (data as { best: number }).best;
    const owed = best.answered === undefined ? value : better(game.lowerIsBetter, best.answered, value);
    if (isWorse(game.lowerIsBetter, stored, owed))
      problems.push(`${member.email} ${game.id}: record_best(${value}) answered ${stored}, worse than ${owed}`);
    best.answered = owed;
  }
}

/** One worker's members; no two workers touch the same member, so no race is a false alarm. */
async function work(
  url: string,
  members: Member[],
  spent: string[],
  prefix: string,
  isKilled: () => boolean,
  problems: string[],
  tally: Tally,
) {
  let n = 0;
  let token: string | undefined;
  const db = dataClient(url, () => token);
  while (!isKilled()) {
    const member = members[Math.floor(Math.random() * members.length)];
    const pick = Math.random();
    try {
      if (!member || pick < 0.2) {
        const email = `${prefix}-${Date.now()}-${n++}@example.org`;
        const password = `first password ${n}`;
        const { status, json } = await call(url, "/signup", { email, password, data: { nickname: "Crash" } });
        // With AUTH_MAILER_AUTOCONFIRM the answer is a session, as GoTrue's.
        if (status === 200) members.push({ ...newMember(email, password), access: json.access_token });
      } else if (pick < 0.4 && member.access) {
        token = member.access;
        await recordBests(db, member, problems, tally);
      } else if (pick < 0.6 || !member.refresh) {
        for (const password of member.passwords) {
          const { status, json } = await call(url, "/token?grant_type=password", { email: member.email, password });
          if (status !== 200) continue;
          member.passwords = [password];
          member.access = json.access_token;
          member.refresh = json.refresh_token;
          break;
        }
      } else if (pick < 0.8) {
        const old = member.refresh;
        member.refresh = undefined; // until answered, which token is current is unknown
        const { status, json } = await call(url, "/token?grant_type=refresh_token", { refresh_token: old });
        if (status === 200) {
          spent.push(old);
          member.refresh = json.refresh_token;
          member.access = json.access_token;
        }
      } else if (member.access) {
        const password = `changed password ${n++}`;
        // A change needs the current password; while a lost answer leaves two candidates, the
        // newest is tried (a wrong guess is a 400 and changes nothing).
        const current = member.passwords[member.passwords.length - 1];
        member.passwords = [...member.passwords, password];
        const body = { password, current_password: current };
        const { status } = await call(url, "/user", body, "PUT", member.access);
        if (status === 200) member.passwords = [password];
      }
      tally.ops++;
    } catch {
      // Cut short by the kill: not answered, so nothing is owed.
    }
  }
}

/** After a restart: each answered best is stored, never worse, and is a value that was sent. */
async function checkBests(db: SupabaseClient, member: Member, problems: string[], tally: Tally) {
  const { data, error } = await db.from("game_bests").select("game_id,best,lower_is_better");
  if (error) return void problems.push(`${member.email}: reading bests failed (${error.message})`);
  const rows = new Map(
    (data as { game_id: string; best: number; lower_is_better: boolean }[]).map((r) => [r.game_id, r]),
  );
  for (const game of GAMES) {
    const best = member.bests[game.id];
    const row = rows.get(game.id);
    if (!row) {
      if (best.answered !== undefined) problems.push(`${member.email} ${game.id}: answered best ${best.answered} lost`);
      continue;
    }
    tally.checked++;
    if (row.lower_is_better !== game.lowerIsBetter)
      problems.push(`${member.email} ${game.id}: stored lower_is_better ${row.lower_is_better}`);
    if (!best.sent.has(row.best)) problems.push(`${member.email} ${game.id}: stored ${row.best}, never sent`);
    if (best.answered !== undefined && isWorse(game.lowerIsBetter, row.best, best.answered))
      problems.push(`${member.email} ${game.id}: stored ${row.best}, worse than the answered ${best.answered}`);
    best.answered = row.best;
  }
}

it(`keeps every answered write across ${RUNS} SIGKILLs during mixed auth and best-record load`, async () => {
  dataDir = await freshDataDir();
  const members: Member[][] = Array.from({ length: WORKERS }, () => []);
  const tally: Tally = { ops: 0, runBests: 0, answered: 0, cut: 0, checked: 0 };
  const problems: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const service = await startChildService(dataDir, { AUTH_REFRESH_REUSE_INTERVAL: "0" });
    services.push(service);
    let killed = false;
    const spent: string[] = [];
    // The kill comes at a random time 0.8-3.3 s after the start, but not before a random 8-24
    // requests and one best record were answered (a loaded machine answers few in 3 s), then
    // after up to 0.2 s more, so it lands in the middle of requests. At most 60 s in any case.
    const started = Date.now();
    const killAfter = 800 + Math.random() * 2500;
    const minOps = 8 + Math.floor(Math.random() * 17);
    tally.ops = tally.runBests = 0;
    const kill = () => {
      killed = true;
      service.child.kill("SIGKILL");
    };
    const watch = setInterval(() => {
      const ready = Date.now() - started >= killAfter && tally.ops >= minOps && tally.runBests > 0;
      if (!ready && Date.now() - started < 60_000) return;
      clearInterval(watch);
      setTimeout(kill, Math.random() * 200);
    }, 20);
    await Promise.all(
      members.map((own, w) => work(service.url, own, spent, `crash-${run}-${w}`, () => killed, problems, tally)),
    );
    await service.exited;
    expect(problems).toEqual([]);

    const restarted = await startChildService(dataDir, { AUTH_REFRESH_REUSE_INTERVAL: "0" });
    services.push(restarted);
    let token: string | undefined;
    const db = dataClient(restarted.url, () => token);
    for (const member of members.flat()) {
      if (member.refresh) {
        const { status, json } = await call(restarted.url, "/token?grant_type=refresh_token", {
          refresh_token: member.refresh,
        });
        if (status !== 200) problems.push(`${member.email}: answered refresh token refused (${json.error_code})`);
        else member.refresh = json.refresh_token;
      }
      member.access = undefined;
      for (const password of member.passwords) {
        const { status, json } = await call(restarted.url, "/token?grant_type=password", {
          email: member.email,
          password,
        });
        if (status === 200) {
          member.access = json.access_token;
          member.passwords = [password];
          break;
        }
      }
      if (!member.access) problems.push(`${member.email}: cannot sign in with its answered password`);
      else {
        token = member.access;
        await checkBests(db, member, problems, tally);
      }
    }
    for (const token of spent) {
      const { status } = await call(restarted.url, "/token?grant_type=refresh_token", { refresh_token: token });
      if (status === 200) problems.push(`a spent refresh token worked again`);
    }
    // Reusing spent tokens ends those sessions (GoTrue's reuse detection): start afresh. The
    // access tokens of the sign-ins above stay, so the next run records bests from its start.
    for (const member of members.flat()) member.refresh = undefined;
    expect(problems).toEqual([]);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
    expect(databaseState(dataDir)).toBe("shut down");
  }
  const total = members.flat().length;
  console.log(
    `${RUNS} kills survived; ${total} members kept; ${tally.answered} record_best calls answered and ${tally.cut} cut by a kill, ` +
      `${tally.checked} stored bests checked after the restarts`,
  );
  expect(total).toBeGreaterThan(0);
  expect(tally.answered).toBeGreaterThan(0);
  expect(tally.checked).toBeGreaterThan(0);
}, 600_000);
