/**
 * POST /_admin/backup: the data folder as a .tar.gz (snapshot.ts), for `npm run backup`. Only
 * from this machine (a loopback address no proxy forwarded) and only with the service-role key,
 * since the archive holds every member's email, password hash and the keys.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Db } from "../core/db.ts";
import { bearerToken, isLocalRequest, pathOf, sendJson } from "../core/http.ts";
import { verifyJwt } from "../core/tokens.ts";
import { snapshotDataDir } from "./snapshot.ts";

export const BACKUP_PATH = "/_admin/backup";

export function createBackupHandler(db: Db, dataDir: string, keys: { serviceRoleKey: string; jwtSecret: string }) {
  let running: Promise<unknown> | undefined;
  return async function backup(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (pathOf(req) !== BACKUP_PATH) return sendJson(req, res, 404, { message: "Not found" });
    if (!isLocalRequest(req)) return sendJson(req, res, 403, { message: "Backups are taken from this machine only" });
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return sendJson(req, res, 405, { message: "Method not allowed" });
    }
    const token = bearerToken(req);
    const verified = token && token !== keys.serviceRoleKey ? await verifyJwt(keys.jwtSecret, token) : undefined;
    const admin = token === keys.serviceRoleKey || (verified?.ok && verified.claims.role === "service_role");
    if (!admin) return sendJson(req, res, 401, { message: "The service-role key is required" });
    // One at a time: a second request waits for the first rather than copying twice at once.
    while (running) await running.catch(() => {});
    const work = snapshotDataDir(db, dataDir);
    running = work;
    try {
      const { archive, pausedMs } = await work;
      res.statusCode = 200;
      res.setHeader("Content-Type", "application/gzip");
      res.setHeader("Content-Length", archive.length);
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Backup-Paused-Ms", pausedMs.toFixed(0));
      res.end(archive);
    } finally {
      running = undefined;
    }
  };
}
