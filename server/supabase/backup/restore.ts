/**
 * Unpacking a backup (snapshot.ts) into a data folder, and checking that it opens: the database
 * replays its WAL and applies any newer migrations, as at a server's start.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { openDb } from "../core/db.ts";
import { readTar } from "./tar.ts";

/** Writes the archive's files under `dir` (created, mode 700; files mode 600). */
export async function unpackBackup(archive: Buffer, dir: string): Promise<number> {
  const tar = await promisify(gunzip)(archive);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let files = 0;
  for (const entry of readTar(tar)) {
    const parts = entry.name.split("/").filter((p) => p !== "" && p !== ".");
    if (parts.length === 0) continue;
    if (parts.includes("..") || parts.some((p) => p.includes("\\") || p.includes(":"))) {
      throw new Error(`The backup holds a path outside its folder: ${entry.name}`);
    }
    const target = path.join(dir, ...parts);
    if (entry.name.endsWith("/")) {
      await mkdir(target, { recursive: true, mode: 0o700 });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(target, entry.data, { mode: 0o600 });
    files += 1;
  }
  return files;
}

/** Opens the data folder's database and counts its members: throws when it does not open. */
export async function checkDataDir(dir: string): Promise<{ users: number; bests: number }> {
  const db = await openDb(dir);
  try {
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    return { users: await count("auth.users"), bests: await count("public.game_bests") };
  } finally {
    await db.close();
  }
}
