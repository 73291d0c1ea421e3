/**
 * Making and unmaking contest moderators through GoTrue's admin API, the same on the embedded
 * server and a hosted project: find the user by email, then set `app_metadata.moderator` (true,
 * or null to remove the key). The role travels in the member's next access token.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { KEYS_FILE } from "../../server/supabase/core/keys.ts";

export interface AdminTarget {
  url: string;
  serviceRoleKey: string;
}

/** SUPABASE_URL (else the local server on PORT) and SUPABASE_SERVICE_ROLE_KEY (else the data folder's key). */
export function adminTarget(env: NodeJS.ProcessEnv, dataDir: string): AdminTarget {
  const url = (env.SUPABASE_URL || `http://localhost:${env.PORT || 4173}`).replace(/\/+$/, "");
  let key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  // The embedded server keeps its keys together in the data folder (server/supabase/core/keys.ts).
  const file = path.join(dataDir, KEYS_FILE);
  if (!key && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as { serviceRoleKey?: unknown };
    if (typeof saved.serviceRoleKey === "string") key = saved.serviceRoleKey;
  }
  if (!key) {
    throw new Error(
      `No service-role key: set SUPABASE_SERVICE_ROLE_KEY, or start the embedded server once so it writes ${file}.`,
    );
  }
  return { url, serviceRoleKey: key };
}

interface AdminUser {
  id: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
}

type Fetch = typeof fetch;

function headers(target: AdminTarget): Record<string, string> {
  return {
    apikey: target.serviceRoleKey,
    Authorization: `Bearer ${target.serviceRoleKey}`,
    "Content-Type": "application/json",
  };
}

async function failure(response: Response, what: string): Promise<Error> {
  const text = await response.text().catch(() => "");
  return new Error(`${what} failed: ${response.status} ${text.slice(0, 300)}`);
}

/** The user whose email is exactly `email` (GoTrue's filter matches parts of addresses). */
export async function findUser(target: AdminTarget, email: string, fetchImpl: Fetch = fetch): Promise<AdminUser> {
  const wanted = email.trim().toLowerCase();
  const response = await fetchImpl(
    `${target.url}/auth/v1/admin/users?filter=${encodeURIComponent(wanted)}&per_page=50`,
    { headers: headers(target) },
  );
  if (!response.ok) throw await failure(response, "Looking the user up");
  const body = (await response.json()) as { users?: AdminUser[] };
  const user = (body.users ?? []).find((u) => u.email?.toLowerCase() === wanted);
  if (!user) throw new Error(`No account with the email ${wanted}.`);
  return user;
}

export async function setModerator(
  target: AdminTarget,
  email: string,
  moderator: boolean,
  fetchImpl: Fetch = fetch,
): Promise<AdminUser> {
  const user = await findUser(target, email, fetchImpl);
  const response = await fetchImpl(`${target.url}/auth/v1/admin/users/${encodeURIComponent(user.id)}`, {
    method: "PUT",
    headers: headers(target),
    body: JSON.stringify({ app_metadata: { moderator: moderator ? true : null } }),
  });
  if (!response.ok) throw await failure(response, "Updating the user");
  return (await response.json()) as AdminUser;
}

/**
 * Brings a new moderator in: GoTrue's /invite mails them a link (their account is created without
 * a password; they choose a nickname and a password after opening it), then the role is set.
 */
export async function inviteModerator(
  target: AdminTarget,
  email: string,
  fetchImpl: Fetch = fetch,
): Promise<AdminUser> {
  const response = await fetchImpl(`${target.url}/auth/v1/invite`, {
    method: "POST",
    headers: headers(target),
    body: JSON.stringify({ email: email.trim().toLowerCase() }),
  });
  if (!response.ok) throw await failure(response, "Inviting");
  return setModerator(target, email, true, fetchImpl);
}
