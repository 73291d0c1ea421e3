/**
 * A data folder from before the auth schema (migration 001 only) upgrades in place: its users
 * move to auth.users with everything else, and sign in afterwards.
 */
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, it, vi } from "vitest";
import { authConfigFromEnv, DEV_ANON_KEY } from "./core/config.ts";
import { migrate, migrationFiles } from "./core/db.ts";
import { copyEmptyDatabase } from "./core/template.ts";
import { createSupabase } from "./index.ts";
import { hashPassword } from "./auth/passwords.ts";

vi.setConfig({ testTimeout: 180_000 });

it("moves users of an existing data folder to auth.users, and they still sign in", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "lss-auth-upgrade-"));
  const onlyFirst = path.join(dataDir, "migrations-001");
  await mkdir(onlyFirst);
  const first = migrationFiles()[0]!;
  await copyFile(first.file, path.join(onlyFirst, first.name));
  await copyEmptyDatabase(path.join(dataDir, "pgdata"));
  const old = await PGlite.create({ dataDir: path.join(dataDir, "pgdata") });
  await migrate(old, onlyFirst);
  await old.query(
    `insert into users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values (gen_random_uuid(), 'early@example.com', $1, now(), '{"nickname":"Early Bird"}')`,
    [await hashPassword("correct horse 1", 4)],
  );
  await old.close();

  const auth = await createSupabase(authConfigFromEnv({ AUTH_DATA_DIR: dataDir, AUTH_LOG_REQUESTS: "0" }));
  const server = createServer((req, res) => void auth.auth(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "early@example.com", password: "correct horse 1" }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { user: { user_metadata: unknown } };
    expect(session.user.user_metadata).toEqual({ nickname: "Early Bird" });
    const tables = await auth.db.query<{ schema: string }>(
      "select table_schema as schema from information_schema.tables where table_name = 'users'",
    );
    expect(tables.rows).toEqual([{ schema: "auth" }]);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await auth.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
