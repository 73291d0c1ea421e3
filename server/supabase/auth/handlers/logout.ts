/** POST /logout?scope=global|local|others: ends sessions; 204. */
import { requireUser } from "../auth-user.ts";
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { sendNoContent } from "../../core/http.ts";
import { signOut, type SignOutScope } from "../sessions.ts";

const SCOPES: readonly string[] = ["global", "local", "others"];

export const logout: Handler = async (service, call) => {
  const scope = call.query.get("scope") ?? "global";
  if (!SCOPES.includes(scope)) throw errors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`);
  const { user, sessionId } = await requireUser(service, call);
  await signOut(service.db, user.id, sessionId, scope as SignOutScope);
  sendNoContent(call.res);
};
