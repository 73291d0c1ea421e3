/**
 * What a server that cannot start says to its owner, in words: the folder, what PostgreSQL said,
 * and, when the database does not open, the newest backup in the backup folder and the command
 * that brings it back. Never PGlite's (minified) stack.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DataFolderInUse } from "./data-lock.ts";
import { DatabaseOpenError } from "./db.ts";

export interface Backup {
  file: string;
  modified: Date;
}

/** The newest `.tar.gz` in `dir` (the backup folder), if any. */
export function newestBackup(dir: string): Backup | undefined {
  let newest: Backup | undefined;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  for (const name of names) {
    if (!name.endsWith(".tar.gz")) continue;
    const file = path.join(dir, name);
    const modified = statSync(file).mtime;
    if (!newest || modified > newest.modified) newest = { file, modified };
  }
  return newest;
}

/** The words for a start that failed for a reason the owner can act on; undefined for a bug. */
export function startFailureMessage(error: unknown, backupDir: string, env = process.env): string | undefined {
  if (error instanceof DataFolderInUse) return error.message;
  if (!(error instanceof DatabaseOpenError)) return undefined;
  const backup = newestBackup(backupDir);
  const folder = env.AUTH_DATA_DIR ? `AUTH_DATA_DIR=${env.AUTH_DATA_DIR} ` : "";
  const lines = [error.message.replace(/\n/g, "\n  "), ""];
  if (backup) {
    lines.push(
      `The newest backup in ${backupDir} is ${path.basename(backup.file)}, written ${backup.modified.toISOString()}.`,
      `To bring it back (the damaged folder is kept beside it as ${path.basename(error.dataDir)}.before-restore-<time>):`,
      `  ${folder}npm run restore -- ${backup.file}`,
    );
  } else {
    lines.push(
      `No backup was found in ${backupDir} (AUTH_BACKUP_DIR). If you keep backups elsewhere, restore the newest with:`,
      `  ${folder}npm run restore -- <file.tar.gz>`,
    );
  }
  lines.push("The server did not start.");
  return lines.join("\n");
}
