/**
 * The embedded backend as a Vitest test file meets it: one service started before the file's
 * tests and stopped after them, and members signed up through supabase-js.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect } from "vitest";
import type { AuthConfig } from "../../server/supabase/core/config.ts";
import { startTestService, type TestService, uniqueEmail } from "./auth-harness.ts";

/** The password every test member signs up with. */
export const PASSWORD = "correct horse 1";

/**
 * Registers the file's service with beforeAll and afterAll, and returns it: reading any of its
 * fields before beforeAll has run is a mistake in the test, and says so.
 */
export function serviceForFile(
  env: Record<string, string> = {},
  overrides: Partial<AuthConfig> = {},
  clock: () => number = Date.now,
): TestService {
  let started: TestService | undefined;
  beforeAll(async () => {
    started = await startTestService(env, overrides, clock);
  }, 120_000);
  afterAll(() => started?.stop());
  return new Proxy({} as TestService, {
    get(_target, key) {
      if (!started) throw new Error("The test service starts in beforeAll; read it inside a test or a hook");
      return Reflect.get(started, key);
    },
  });
}

export interface SignedUpMember {
  id: string;
  email: string;
  /** The access token of `client`'s session. */
  token: string;
  client: SupabaseClient;
}

/**
 * Signs a new member up (the service must confirm at once: AUTH_MAILER_AUTOCONFIRM). A moderator
 * stands in for the admin API: app_metadata is set in the database, then a second sign-in on a
 * fresh client carries it in its token.
 */
export async function signUpMember(
  svc: TestService,
  options: { label?: string; email?: string; nickname?: string; moderator?: boolean } = {},
): Promise<SignedUpMember> {
  const email = options.email ?? uniqueEmail(options.label ?? "member");
  const client = svc.client();
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { nickname: options.nickname ?? "Star Kid" } },
  });
  expect(error).toBeNull();
  const id = data.user!.id;
  if (!options.moderator) return { id, email, token: data.session!.access_token, client };
  await svc.auth.db.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"moderator": true}' where id = $1`,
    [id],
  );
  const again = svc.client();
  const signedIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  return { id, email, token: signedIn.data.session!.access_token, client: again };
}
