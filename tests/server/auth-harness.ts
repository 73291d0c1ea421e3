/**
 * Test support for the auth service: the service on a random port with a throwaway data folder,
 * and the real supabase-js client pointed at it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { type AuthConfig, authConfigFromEnv, DEV_ANON_KEY } from "../../server/supabase/core/config.ts";
import { createSupabase, type Supabase } from "../../server/supabase/index.ts";
import type { MailboxEntry } from "../../server/supabase/mail/index.ts";
import { copyTemplateDatabase } from "../../server/supabase/core/template.ts";

/** A data folder holding a fresh, migrated database. */
export async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "lss-auth-test-"));
  await copyTemplateDatabase(dataDir);
  return dataDir;
}

/** A raw request's options, and the access token it carries. */
export type RawInit = RequestInit & { token?: string };

export interface TestService {
  url: string;
  port: number;
  dataDir: string;
  auth: Supabase;
  /** A fresh supabase-js client (no storage, no timers). */
  client(key?: string): SupabaseClient;
  /**
   * A request as a client without supabase-js sends it (hostile and forged cases): the anon API
   * key, and `token` as the bearer when given.
   */
  fetch(pathAndQuery: string, init?: RawInit): Promise<Response>;
  /** The same to the data API (`/rest/v1<path>`), with a body sent as JSON. */
  rest(path: string, init?: RawInit): Promise<Response>;
  mailbox(): Promise<MailboxEntry[]>;
  /** The newest link mailed to `to`. */
  lastLink(to: string): Promise<string>;
  stop(): Promise<void>;
}

/** Tests sign up many times from one address: limits stay out of the way unless a test sets them. */
const RELAXED = {
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: "10000",
  AUTH_RATE_LIMIT_TOKEN_REFRESH: "10000",
  AUTH_RATE_LIMIT_VERIFY: "10000",
  AUTH_RATE_LIMIT_EMAIL_SENT: "10000",
  AUTH_EMAIL_MAX_FREQUENCY: "0",
};

export async function startTestService(
  env: Record<string, string> = {},
  overrides: Partial<AuthConfig> = {},
  clock: () => number = Date.now,
): Promise<TestService> {
  const dataDir = await freshDataDir();
  const config: AuthConfig = {
    ...authConfigFromEnv({
      AUTH_DATA_DIR: dataDir,
      AUTH_LOG_REQUESTS: "0",
      AUTH_BCRYPT_COST: "4",
      ...RELAXED,
      ...env,
    }),
    ...overrides,
  };
  const auth = await createSupabase(config, clock);
  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/auth/v1")) return void auth.auth(req, res);
    if (url.startsWith("/rest/v1")) return void auth.rest(req, res);
    if (url.startsWith("/storage/v1")) return void auth.storage(req, res);
    if (url.startsWith("/_dev/") && auth.mailbox) return void auth.mailbox(req, res);
    if (url.startsWith("/_admin/")) return void auth.backup(req, res);
    res.statusCode = 404;
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  const mailbox = async () => (await (await fetch(`${url}/_dev/mailbox.json`)).json()) as MailboxEntry[];
  return {
    url,
    port,
    dataDir,
    auth,
    client: (key = DEV_ANON_KEY) =>
      createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        // Node 20 has no WebSocket; these tests never open a realtime channel.
        realtime: { transport: NoWebSocket as never },
      }),
    fetch: (pathAndQuery, init = {}) => rawFetch(`${url}${pathAndQuery}`, init),
    rest: (path, init = {}) => rawFetch(`${url}/rest/v1${path}`, init, init.body ? "application/json" : undefined),
    mailbox,
    async lastLink(to) {
      const message = (await mailbox()).find((m) => m.to === to);
      if (!message?.links[0]) throw new Error(`No mail to ${to}`);
      return message.links[0];
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await auth.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function rawFetch(address: string, init: RawInit, contentType?: string): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("apikey", DEV_ANON_KEY);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (contentType) headers.set("Content-Type", contentType);
  return fetch(address, { ...init, headers });
}

class NoWebSocket {
  constructor() {
    throw new Error("The auth tests use no realtime channel");
  }
}

let counter = 0;
/** A unique address per call, so tests in one service never collide. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

/** Follows the emailed link without following the redirect; returns the fragment's fields. */
export async function openLink(link: string): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: "manual" });
  const location = response.headers.get("location") ?? "";
  return { status: response.status, location, fragment: new URLSearchParams(new URL(location).hash.slice(1)) };
}
