/**
 * The GoTrue-compatible auth service: `createAuthHandler()` answers /auth/v1 on the shared
 * database, keys and mailer that server/supabase/index.ts hands it.
 */
import type { AuthConfig } from "../core/config.ts";
import type { Db } from "../core/db.ts";
import type { Keys } from "../core/keys.ts";
import type { Mailer } from "../mail/index.ts";
import type { Service } from "./context.ts";
import { createLimiters } from "./rate-limit.ts";
import { createRouter, PREFIX } from "./router.ts";

export { PREFIX as AUTH_PREFIX };

export interface AuthParts {
  config: AuthConfig;
  keys: Keys;
  db: Db;
  mailer: Mailer;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  clock: () => number;
}

export function createAuthHandler({ config, keys, db, mailer, clock }: AuthParts) {
  const service: Service = {
    config,
    keys,
    db,
    mailer,
    limiters: createLimiters(config.rateLimits, clock),
    sessions: {
      jwtSecret: keys.jwtSecret,
      jwtExpiry: config.jwtExpiry,
      refreshReuseInterval: config.refreshReuseInterval,
      clock,
    },
    clock,
  };
  return createRouter(service);
}
