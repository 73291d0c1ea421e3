/**
 * `npm run export:supabase [-- <file>] [--skip-existing]`: writes SQL that imports the embedded
 * members and their bests into a hosted Supabase project (server/supabase/export-supabase.ts), to
 * <file> or stdout. Without --skip-existing the import stops, writing nothing, when the project
 * already has an account with one of the emails; with it, those members are left out.
 * Stop the server first: the database in AUTH_DATA_DIR (default .data) takes one process at a time.
 */
import { writeFileSync } from "node:fs";
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import { openDb } from "../../server/supabase/core/db.ts";
import { exportSupabaseSql } from "../../server/supabase/export-supabase.ts";

const args = process.argv.slice(2);
const skipExisting = args.includes("--skip-existing");
const out = args.find((a) => !a.startsWith("--"));
const { dataDir } = authConfigFromEnv();
const db = await openDb(dataDir);
try {
  const sql = await exportSupabaseSql(db, { skipExisting });
  if (out) {
    // It holds password hashes and email addresses: readable by this user only.
    writeFileSync(out, sql, { mode: 0o600 });
    console.error(`Wrote ${out}.`);
  } else process.stdout.write(sql);
} finally {
  await db.close();
}
