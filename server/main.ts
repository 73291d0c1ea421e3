/**
 * The production server: `npm run serve` (or `npm start`, which builds first when needed).
 *
 * PORT (default 4173), HOST (default: every interface, IPv6 and IPv4), DIST_DIR (default
 * dist/ in the repository), LOG_REQUESTS=1, VITE_SUPABASE_URL / SUPABASE_URL (allowed in the
 * CSP), NODE_ENV=production with BEHIND_HTTPS=1 (HTTPS-only headers). SERVER_* time-outs and
 * limits: server/limits.ts; SHUTDOWN_GRACE_MS: server/shutdown.ts.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { createApp, type Mount } from "./site/app.ts";
import { authConfigFromEnv } from "./supabase/core/config.ts";
import { startFailureMessage } from "./supabase/core/start-failure.ts";
import { createSupabase, type Supabase } from "./supabase/index.ts";
import { applyLimits, serverLimitsFromEnv, serverOptions, withUrlLimit } from "./limits.ts";
import { shutDownGracefully } from "./shutdown.ts";

const distDir = path.resolve(process.env.DIST_DIR ?? path.join(import.meta.dirname, "..", "dist"));
if (!existsSync(path.join(distDir, "client", "index.html"))) {
  console.error(`No build found in ${distDir}. Run \`npm run build\` first, or \`npm start\` to build and serve.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`);
  process.exit(1);
}
// Unset means Node's default: the unspecified address, reachable as localhost over IPv4 and IPv6.
const host = process.env.HOST || undefined;

// The embedded Supabase services (server/supabase), unless the site was built for a hosted Supabase
// project: then the client never calls it. AUTH_* variables: README, "Accounts".
const mounts: Mount[] = [];
let supabase: Supabase | undefined;
if (process.env.VITE_SUPABASE_URL && process.env.AUTH_EMBEDDED !== "1") {
  console.log(`Accounts: using the hosted Supabase project at ${process.env.VITE_SUPABASE_URL}.`);
} else {
  // Nothing is served until the database is open: a server that cannot open it says why and exits.
  const config = authConfigFromEnv();
  try {
    supabase = await createSupabase(config);
  } catch (error) {
    const message = startFailureMessage(error, config.backupDir);
    if (!message) throw error;
    console.error(message);
    process.exit(1);
  }
  mounts.push(
    { prefix: "/auth/v1", handler: supabase.auth },
    { prefix: "/rest/v1", handler: supabase.rest },
    { prefix: "/storage/v1", handler: supabase.storage },
  );
  if (supabase.mailbox) mounts.push({ prefix: "/_dev", handler: supabase.mailbox });
  mounts.push({ prefix: "/_admin", handler: supabase.backup });
}

const limits = serverLimitsFromEnv();
const server = createServer(
  serverOptions(limits),
  withUrlLimit(await createApp({ distDir, mounts }), limits.maxUrlBytes),
);
applyLimits(server, limits);

server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE" ? `Port ${port} is in use: set PORT to another one.` : `Server error: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  // For `npm run backup` and `npm run export:supabase`: where the folder's holder answers.
  supabase?.listening(actualPort);
  const loopbackOrAny = !host || ["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"].includes(host);
  const shownHost = loopbackOrAny ? "localhost" : host.includes(":") ? `[${host}]` : host;
  console.log(`Little Space Station is running at http://${shownHost}:${actualPort}`);
});

shutDownGracefully(server, async () => {
  await supabase?.close();
});
