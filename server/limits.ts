/**
 * Time-outs and limits for the production server, so that idle, slow and oversized clients cost
 * little and cannot crowd out real visitors. Node's defaults let a client that never finishes its
 * request head keep a socket for 60-90 s and check only every 30 s.
 *
 * SERVER_HEADERS_TIMEOUT_MS (20000): a client must send its whole request head within this.
 * SERVER_REQUEST_TIMEOUT_MS (30000): ... and its whole request, body included.
 * SERVER_KEEP_ALIVE_TIMEOUT_MS (5000): an idle keep-alive connection is closed after this.
 * SERVER_MAX_CONNECTIONS (2000): sockets beyond this are refused at once.
 * SERVER_MAX_HEADER_BYTES (16384): a longer request head (request line + headers) gets 431.
 * SERVER_MAX_URL_BYTES (8192): a longer request target gets 414.
 */
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from "node:http";

export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  maxHeaderBytes: number;
  maxUrlBytes: number;
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}".`);
  return value;
}

export function serverLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerLimits {
  const headersTimeoutMs = num(env, "SERVER_HEADERS_TIMEOUT_MS", 20_000, 100);
  return {
    headersTimeoutMs,
    // Node requires the request time-out to be at least the headers time-out.
    requestTimeoutMs: Math.max(headersTimeoutMs, num(env, "SERVER_REQUEST_TIMEOUT_MS", 30_000, 100)),
    keepAliveTimeoutMs: num(env, "SERVER_KEEP_ALIVE_TIMEOUT_MS", 5_000, 100),
    maxConnections: num(env, "SERVER_MAX_CONNECTIONS", 2_000, 1),
    maxHeaderBytes: num(env, "SERVER_MAX_HEADER_BYTES", 16_384, 1024),
    maxUrlBytes: num(env, "SERVER_MAX_URL_BYTES", 8_192, 256),
  };
}

/** Options for `createServer`: the head size is enforced by Node's parser (431 past it). */
export function serverOptions(limits: ServerLimits): ServerOptions {
  return {
    maxHeaderSize: limits.maxHeaderBytes,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // How often Node looks for heads and requests past their time-out: often enough that a
    // slow client is closed close to the time-out, not up to 30 s later. The head's time runs
    // from the connection, so a socket that never sends a byte is answered 408 and closed too.
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(limits.headersTimeoutMs / 4)),
  };
}

export function applyLimits(server: Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers 414 to a request target longer than the limit, before any route sees it. */
export function withUrlLimit(handler: Handler, maxUrlBytes: number): Handler {
  return (req, res) => {
    if (Buffer.byteLength(req.url ?? "", "utf8") <= maxUrlBytes) return handler(req, res);
    res.statusCode = 414;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Connection", "close");
    res.end("URI too long\n");
  };
}
