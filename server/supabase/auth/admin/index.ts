/**
 * GoTrue's admin API under /auth/v1/admin, for the service-role key only (require-admin.ts):
 * user management, generate_link, second factors and /invite.
 */
import type { Handler } from "../context.ts";
import { deleteUserFactor, listUserFactors } from "./factors.ts";
import { generateLink } from "./generate-link.ts";
import { invite } from "./invite.ts";
import { requireAdmin } from "./require-admin.ts";
import { createAdminUser, deleteAdminUser, getAdminUser, listAdminUsers, putAdminUser } from "./users.ts";

type Routes = Partial<Record<string, Handler>>;

/** The handlers for an admin path (after /auth/v1), by method; undefined for an unknown path. */
export function adminRoutes(path: string): Routes | undefined {
  let routes: Routes | undefined;
  if (path === "/admin/users" || path === "/admin/users/") routes = { GET: listAdminUsers, POST: createAdminUser };
  else if (path === "/admin/generate_link") routes = { POST: generateLink };
  else if (path === "/invite") routes = { POST: invite };
  else if (/^\/admin\/users\/[^/]+\/factors(\/[^/]+)?\/?$/.test(path)) {
    const [, , , userId = "", , factorId] = path.split("/");
    routes = factorId ? { DELETE: deleteUserFactor(userId, factorId) } : { GET: listUserFactors(userId) };
  } else {
    const match = /^\/admin\/users\/([^/]+)\/?$/.exec(path);
    if (match) {
      let id = match[1]!;
      try {
        id = decodeURIComponent(id);
      } catch {
        // Not a UUID either way: the handler answers 404.
      }
      routes = { GET: getAdminUser(id), PUT: putAdminUser(id), DELETE: deleteAdminUser(id) };
    }
  }
  if (!routes) return undefined;
  const guarded: Routes = {};
  for (const [method, handler] of Object.entries(routes)) {
    guarded[method] = async (service, call) => {
      await requireAdmin(service, call);
      await handler!(service, call);
    };
  }
  return guarded;
}
