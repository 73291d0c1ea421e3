/**
 * `npm run export:supabase [-- <file>]`: writes SQL that imports the embedded members and their
 * bests into a hosted Supabase project (server/supabase/export-supabase.ts), to <file> or stdout.
 * Stop the server first: the database in AUTH_DATA_DIR (default .data) takes one process at a time.
 */
import { writeFileSync } from "node:fs";
import { authConfigFromEnv } from "../../server/supabase/core/config.ts";
import { openDb } from "../../server/supabase/core/db.ts";
import { exportSupabaseSql } from "../../server/supabase/export-supabase.ts";

const { dataDir } = authConfigFromEnv();
const db = await openDb(dataDir);
try {
  const sql = await exportSupabaseSql(db);
  const out = process.argv[2];
  if (out) {
    // It holds password hashes and email addresses: readable by this user only.
    writeFileSync(out, sql, { mode: 0o600 });
    console.error(`Wrote ${out}.`);
  } else process.stdout.write(sql);
} finally {
  await db.close();
}
