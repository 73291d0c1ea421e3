/**
 * The Supabase services on their own, without the site: `tsx server/supabase/standalone.ts`. For
 * working on them, and for the tests that kill, stop or starve them. PORT (default 4500; 0 picks
 * a free one).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { applyLimits, serverLimitsFromEnv, serverOptions } from "../limits.ts";
import { shutDownGracefully } from "../shutdown.ts";
import { authConfigFromEnv } from "./core/config.ts";
import { startFailureMessage } from "./core/start-failure.ts";
import { createSupabase, type Supabase } from "./index.ts";

const config = authConfigFromEnv();
let supabase: Supabase;
try {
  supabase = await createSupabase(config, Date.now, "the standalone backend (server/supabase/standalone.ts)");
} catch (error) {
  const message = startFailureMessage(error, config.backupDir);
  if (!message) throw error;
  console.error(message);
  process.exit(1);
}
const limits = serverLimitsFromEnv();
const server = createServer(serverOptions(limits), (req, res) => {
  const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (path === "/auth/v1" || path.startsWith("/auth/v1/")) return void supabase.auth(req, res);
  if (path === "/rest/v1" || path.startsWith("/rest/v1/")) return void supabase.rest(req, res);
  if (path === "/storage/v1" || path.startsWith("/storage/v1/")) return void supabase.storage(req, res);
  if (path.startsWith("/_dev/") && supabase.mailbox) return void supabase.mailbox(req, res);
  if (path.startsWith("/_admin/")) return void supabase.backup(req, res);
  res.statusCode = 404;
  res.end("Not found\n");
});
server.listen(Number(process.env.PORT ?? 4500), process.env.HOST || "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  supabase.listening(port);
  console.log(`Auth service listening on port ${port}`);
});
applyLimits(server, limits);
shutDownGracefully(server, () => supabase.close());
