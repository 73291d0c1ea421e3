/** The signed-in caller of /user and /logout: a valid access token whose session still exists. */
import type { Call, Service } from "./context.ts";
import { errors } from "./errors.ts";
import { bearerToken } from "../core/http.ts";
import { findSession, type SessionRow } from "./sessions.ts";
import { verifyJwt } from "../core/tokens.ts";
import { findUserById, type UserRow } from "./users.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requireUser(
  service: Service,
  call: Call,
): Promise<{ user: UserRow; sessionId: string; session: SessionRow }> {
  const token = bearerToken(call.req);
  if (!token) throw errors.noAuthorization();
  const verified = await verifyJwt(service.keys.jwtSecret, token);
  if (!verified.ok) throw errors.badJwt(verified.reason);
  const { sub, session_id: sessionId } = verified.claims;
  if (typeof sub !== "string" || !UUID.test(sub)) throw errors.missingSub();
  const user = await findUserById(service.db, sub);
  if (!user) throw errors.userNotFound();
  if (typeof sessionId !== "string" || !UUID.test(sessionId)) throw errors.sessionNotFound();
  const session = await findSession(service.db, sessionId);
  if (!session || session.user_id !== user.id) throw errors.sessionNotFound();
  return { user, sessionId, session };
}
