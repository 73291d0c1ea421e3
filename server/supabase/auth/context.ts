/** What every handler gets: the service's parts, and the request being answered. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AuthConfig } from "../core/config.ts";
import type { Db } from "../core/db.ts";
import type { Keys } from "../core/keys.ts";
import type { Mailer } from "../mail/index.ts";
import type { Limiters } from "./rate-limit.ts";
import type { SessionSettings } from "./sessions.ts";

export interface Service {
  config: AuthConfig;
  keys: Keys;
  db: Db;
  mailer: Mailer;
  limiters: Limiters;
  sessions: SessionSettings;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  clock: () => number;
}

export interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  query: URLSearchParams;
  /** The client address rate limits count against (memory only). */
  address: string;
  /** Origin for the default redirect: AUTH_SITE_URL, else the request's. */
  siteOrigin: string;
  /** Base URL of emailed links: AUTH_API_EXTERNAL_URL, else AUTH_SITE_URL, else the request's origin. */
  apiUrl: string;
  /** The body as a JSON object (GoTrue's `bad_json` and 413 otherwise). */
  body(): Promise<Record<string, unknown>>;
}

export type Handler = (service: Service, call: Call) => Promise<void>;
