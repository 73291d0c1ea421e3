/**
 * The owner's watched words (supabase/watched-words.txt) as the database keeps them: read from
 * the file, normalised as public.watch_normalise() normalises text, and loaded into
 * public.watched_words. The embedded database loads them at every start; `npm run watched-words`
 * writes the same as SQL for a hosted project.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

// db.ts loads the words at start, so this file names what it needs rather than importing db.ts.
type Queryable = Pick<PGlite, "query">;

export const WATCHED_WORDS_FILE = path.join(import.meta.dirname, "..", "..", "..", "supabase", "watched-words.txt");

/** The file's words: comments and blank lines skipped, folded to lower-case ASCII words. */
export function parseWatchedWords(text: string): string[] {
  const words = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    if (line.trimStart().startsWith("#")) continue;
    const word = line
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
    if (word !== "" && word.length <= 80) words.add(word);
  }
  return [...words].sort();
}

export function readWatchedWords(file = WATCHED_WORDS_FILE): string[] {
  return parseWatchedWords(readFileSync(file, "utf8"));
}

/** SQL that makes public.watched_words exactly this list (one transaction). */
export function watchedWordsSql(words: string[]): string {
  const quoted = words.map((w) => `('${w.replaceAll("'", "''")}')`);
  return [
    "begin;",
    "delete from public.watched_words;",
    ...(quoted.length > 0 ? [`insert into public.watched_words (word) values\n  ${quoted.join(",\n  ")};`] : []),
    "commit;",
    "",
  ].join("\n");
}

/** Replaces the database's list with the file's, when the database has the table. */
export async function loadWatchedWords(db: Queryable, words = readWatchedWords()): Promise<void> {
  const has = await db.query<{ ok: boolean }>("select to_regclass('public.watched_words') is not null as ok");
  if (!has.rows[0]?.ok) return;
  // Two statements that each leave a sound list: words gone from the file first, then new ones.
  await db.query("delete from public.watched_words where word <> all($1::text[])", [words]);
  await db.query("insert into public.watched_words (word) select unnest($1::text[]) on conflict do nothing", [words]);
}
