import type { IncomingMessage, ServerResponse } from "node:http";
import { type SecurityOptions, securityHeaders, securityOptionsFromEnv } from "./security-headers.ts";
import { sendText } from "./send-text.ts";
import { loadStaticSite } from "./static-site.ts";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * A service that answers every request under `prefix` (e.g. the auth service at "/auth/v1").
 * It sees the request unchanged, full URL included, and may accept any method.
 */
export interface Mount {
  prefix: string;
  handler: RequestHandler;
}

export interface AppOptions {
  /** The build output: `client/` and `routes.json`. */
  distDir: string;
  mounts?: readonly Mount[];
  security?: SecurityOptions;
  /** One log line per request; defaults to LOG_REQUESTS=1. */
  logRequests?: boolean;
}

/**
 * The production server's request handler. Async because the site, with the compressed twins
 * the build wrote, is read into memory once, before the first request.
 */
export async function createApp(options: AppOptions): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const mounts = options.mounts ?? [];
  for (const { prefix } of mounts) {
    if (!/^\/.*[^/]$/.test(prefix))
      throw new Error(`A mount prefix starts with "/" and does not end with one: "${prefix}"`);
  }
  const security = options.security ?? securityOptionsFromEnv();
  const logRequests = options.logRequests ?? process.env.LOG_REQUESTS === "1";
  const headers = securityHeaders(security);
  const serveStatic = await loadStaticSite(options.distDir, security);

  function route(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
    if (pathname === "/healthz") {
      if (req.method === "GET" || req.method === "HEAD") return sendText(req, res, 200, "ok");
      res.setHeader("Allow", "GET, HEAD");
      return sendText(req, res, 405, "Method not allowed");
    }
    const mount = mounts.find(({ prefix }) => pathname === prefix || pathname.startsWith(prefix + "/"));
    if (mount) return mount.handler(req, res);
    return serveStatic(req, res);
  }

  // Logs show the path only: a query string may carry an emailed token (/auth/v1/verify?token=).
  const logPath = (req: IncomingMessage) => (req.url ?? "/").split("?", 1)[0];

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    console.error(`${req.method} ${logPath(req)} failed:`, error);
    if (res.headersSent) res.destroy();
    else if (!res.writableEnded) sendText(req, res, 500, "Internal server error");
  }

  return function handle(req, res) {
    if (logRequests) {
      const started = performance.now();
      res.once("close", () => {
        const ms = (performance.now() - started).toFixed(1);
        const note = res.writableFinished ? "" : " (aborted)";
        console.log(`${req.method} ${logPath(req)} ${res.statusCode} ${ms}ms${note}`);
      });
    }
    // Set first, so that mounts and error answers carry them too; HTML pages then refine the CSP.
    for (const [name, value] of headers) res.setHeader(name, value);
    try {
      const pending = route(req, res);
      if (pending) pending.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}
