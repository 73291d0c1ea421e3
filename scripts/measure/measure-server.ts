/**
 * The production server on a fresh data folder, for the measuring scripts (lighthouse,
 * long-tasks, hud-heights). It refuses a port something already answers on: a server left over
 * from an earlier run would otherwise be measured in its place, with the build it loaded then
 * (the static site is served from memory), and every figure would be of old code.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface MeasureServer {
  origin: string;
  stop(): Promise<void>;
}

const answers = (origin: string) =>
  fetch(`${origin}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

export async function startMeasureServer(port: number, name: string): Promise<MeasureServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) {
    throw new Error(
      `Something already answers on port ${port} (a server left from an earlier run?). ` +
        `Stop it, or choose another port (see the script's usage).`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `lss-${name}-`));
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    env: { ...process.env, PORT: String(port), AUTH_DATA_DIR: dataDir },
    stdio: "ignore",
  });
  const stop = async () => {
    // The database must be closed before its folder goes.
    const exited = server.exitCode === null ? new Promise((resolve) => server.once("exit", resolve)) : null;
    server.kill();
    await exited;
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  };
  for (let i = 0; i < 900; i++) {
    if (server.exitCode !== null) break;
    if (await answers(origin)) return { origin, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`The production server did not start at ${origin}`);
}
