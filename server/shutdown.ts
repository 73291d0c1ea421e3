/**
 * Graceful shutdown on SIGTERM or SIGINT: stop accepting connections, let requests in flight
 * finish (up to SHUTDOWN_GRACE_MS, default 5000), then close the database cleanly and exit 0.
 * A second signal means "now" and exits 1.
 */
import type { Server } from "node:http";

export function shutDownGracefully(
  server: Server,
  closeResources: () => Promise<void>,
  graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 5000),
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing...`);
    let closed = false;
    const finish = async () => {
      if (closed) return;
      closed = true;
      try {
        await closeResources();
        process.exit(0);
      } catch (error) {
        console.error("Closing failed:", error);
        process.exit(1);
      }
    };
    // close() refuses new connections, drops idle keep-alive ones and waits for requests in
    // flight; their connections close once answered, and so do requests that arrive meanwhile
    // on connections already open (the listener runs before the site's handler).
    server.prependListener("request", (_req, res) => (res.shouldKeepAlive = false));
    server.close(() => void finish());
    setTimeout(() => {
      server.closeAllConnections();
      void finish();
    }, graceMs).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
