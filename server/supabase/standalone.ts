/**
 * The Supabase services on their own, without the site: `tsx server/supabase/standalone.ts`. For
 * working on them, and for the tests that kill, stop or starve them. PORT (default 4500; 0 picks
 * a free one).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { applyLimits, serverLimitsFromEnv, serverOptions } from "../limits.ts";
import { shutDownGracefully } from "../shutdown.ts";
import { createSupabase } from "./index.ts";

const supabase = await createSupabase();
const limits = serverLimitsFromEnv();
const server = createServer(serverOptions(limits), (req, res) => {
  const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (path === "/auth/v1" || path.startsWith("/auth/v1/")) return void supabase.auth(req, res);
  if (path === "/rest/v1" || path.startsWith("/rest/v1/")) return void supabase.rest(req, res);
  if (path.startsWith("/_dev/") && supabase.mailbox) return void supabase.mailbox(req, res);
  res.statusCode = 404;
  res.end("Not found\n");
});
server.listen(Number(process.env.PORT ?? 4500), process.env.HOST || "127.0.0.1", () => {
  console.log(`Auth service listening on port ${(server.address() as AddressInfo).port}`);
});
applyLimits(server, limits);
shutDownGracefully(server, supabase.close);
