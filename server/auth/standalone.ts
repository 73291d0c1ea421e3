/**
 * The auth service on its own, without the site: `tsx server/auth/standalone.ts`. For working on
 * the service, and for the test that kills it mid-sign-up. PORT (default 4500; 0 picks a free one).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAuthService } from "./index.ts";

const auth = await createAuthService();
const server = createServer((req, res) => {
  const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (path === "/auth/v1" || path.startsWith("/auth/v1/")) return void auth.handler(req, res);
  if (path === "/rest/v1" || path.startsWith("/rest/v1/")) return void auth.rest(req, res);
  if (path.startsWith("/_dev/") && auth.mailbox) return void auth.mailbox(req, res);
  res.statusCode = 404;
  res.end("Not found\n");
});
server.listen(Number(process.env.PORT ?? 4500), process.env.HOST || "127.0.0.1", () => {
  console.log(`Auth service listening on port ${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => server.close(() => void auth.close().finally(() => process.exit(0))));
