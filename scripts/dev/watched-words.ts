/**
 * `npm run watched-words [-- <file>]`: supabase/watched-words.txt as SQL that makes a hosted
 * project's public.watched_words exactly that list, to <file> or stdout. Load it with
 * `psql "<connection string>" -v ON_ERROR_STOP=1 -f <file>` or paste it into the SQL editor. The
 * embedded backend needs none of this: it loads the file at every start.
 */
import { writeFileSync } from "node:fs";
import { readWatchedWords, watchedWordsSql } from "../../server/supabase/core/watched-words.ts";

const out = process.argv.slice(2).find((a) => !a.startsWith("--"));
const words = readWatchedWords();
const sql = `-- Little Space Station: ${words.length} watched words from supabase/watched-words.txt.\n${watchedWordsSql(words)}`;
if (out) {
  writeFileSync(out, sql);
  console.error(`Wrote ${out} (${words.length} words).`);
} else process.stdout.write(sql);
