/**
 * A full disk is the operator's problem, not a bug in the request: each service answers it with
 * its own error shape (507, Insufficient Storage), so a client can say "try again later", and it
 * is logged once a minute rather than with a stack trace per request.
 */

// PostgreSQL's SQLSTATE for "disk full" (e.g. `could not extend file ...: No space left on device`).
const DISK_FULL = "53100";
let lastLogged = 0;

export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : "";
  if (code !== DISK_FULL && code !== "ENOSPC" && !message.includes("No space left on device")) return false;
  if (Date.now() - lastLogged > 60_000) {
    lastLogged = Date.now();
    console.error(`auth: the data folder's disk is full (${message}); writes fail until space is freed.`);
  }
  return true;
}
