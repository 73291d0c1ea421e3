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
    // close() refuses new connections and waits for requests in flight; idle keep-alive
    // sockets would hold it open, so they go now, and busy ones as soon as their answer is sent.
    server.close(() => void finish());
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    closeIdle.unref();
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      void finish();
    }, graceMs).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
