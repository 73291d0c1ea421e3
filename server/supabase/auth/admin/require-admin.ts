/**
 * Who may call the admin API: a bearer token that is the service-role key, or any JWT signed with
 * the service's secret whose role is `service_role` (as GoTrue checks). Anything else gets
 * GoTrue's answers: 401 without a token, 403 `bad_jwt` for a bad one, 403 `not_admin` otherwise.
 */
import type { Call, Service } from "../context.ts";
import { errors } from "../errors.ts";
import { bearerToken } from "../../core/http.ts";
import { verifyJwt } from "../../core/tokens.ts";

export async function requireAdmin(service: Service, call: Call): Promise<void> {
  const token = bearerToken(call.req);
  if (!token) throw errors.noAuthorization();
  if (token === service.keys.serviceRoleKey) return;
  const verified = await verifyJwt(service.keys.jwtSecret, token);
  if (!verified.ok) throw errors.badJwt(verified.reason);
  if (verified.claims.role !== "service_role" && verified.claims.role !== "supabase_admin") throw errors.notAdmin();
}
