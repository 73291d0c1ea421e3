/**
 * GoTrue's admin user management: GET/POST /admin/users, GET/PUT/DELETE /admin/users/{id}. The
 * owner's tool, so `user_metadata` is stored as sent (members' own PUT /user keeps its rules).
 */
import type { Call, Handler, Service } from "../context.ts";
import { errors } from "../errors.ts";
import { sendJson } from "../../core/http.ts";
import { optionalObject, optionalString } from "../params.ts";
import { hashPassword } from "../passwords.ts";
import { checkNewPassword, normaliseEmail } from "../rules.ts";
import { findUserByEmail, findUserById, type UserRow, userJson } from "../users.ts";
import { parseGoDuration } from "./duration.ts";
import { type AdminChanges, createUser, deleteUser, listUsers, updateUser } from "./store.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREFIX = "/auth/v1/admin/users";

/** The admin view of a user: GoTrue's user object, with `banned_until` while a ban holds. */
export const adminUserJson = (user: UserRow) => userJson(user);

function positive(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw errors.validation(`Bad Pagination Parameters: ${name} must be a whole number of at least 1`);
  }
  return value;
}

export const listAdminUsers: Handler = async (service, call) => {
  const page = positive(call.query, "page", 1);
  const perPage = Math.min(positive(call.query, "per_page", 50), 1000);
  const filter = call.query.get("filter") ?? "";
  const { users, total } = await listUsers(service.db, page, perPage, filter);
  // Page first: supabase-js reads the number right after the first "=".
  const link = (p: number) => {
    const params = new URLSearchParams({ page: String(p), per_page: String(perPage) });
    if (filter) params.set("filter", filter);
    return `<${PREFIX}?${params}>`;
  };
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = page < lastPage ? [`${link(page + 1)}; rel="next"`] : [];
  links.push(`${link(lastPage)}; rel="last"`);
  call.res.setHeader("Link", links.join(", "));
  call.res.setHeader("X-Total-Count", String(total));
  sendJson(call.req, call.res, 200, { users: users.map(adminUserJson), aud: "authenticated" });
};

async function loadUser(service: Service, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw errors.notFoundValidation("user_id must be an UUID");
  const user = await findUserById(service.db, id);
  if (!user) throw errors.adminUserNotFound();
  return user;
}

export const getAdminUser =
  (id: string): Handler =>
  async (service, call) => {
    sendJson(call.req, call.res, 200, adminUserJson(await loadUser(service, id)));
  };

function optionalBoolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") {
    throw errors.badJson(
      `Could not parse request body as JSON: json: cannot unmarshal into field ${field} of type bool`,
    );
  }
  return value;
}

/** `ban_duration`: "none" lifts a ban; a Go duration ("24h", "876000h") bans until then. */
function banUntil(service: Service, raw: string): Date | null | undefined {
  if (raw === "") return undefined;
  if (raw === "none") return null;
  const ms = parseGoDuration(raw);
  if (ms === undefined) throw errors.validation(`invalid format for ban duration: time: invalid duration "${raw}"`);
  return new Date(service.clock() + ms);
}

/** What PUT and POST share: the fields GoTrue's admin API takes, checked. */
async function changesFrom(service: Service, body: Record<string, unknown>): Promise<AdminChanges> {
  if (optionalString(body, "phone") !== "") throw errors.validation422("Phone numbers are not supported");
  const changes: AdminChanges = {};
  const email = optionalString(body, "email");
  if (email !== "") changes.email = normaliseEmail(email);
  const password = optionalString(body, "password");
  if (password !== "") {
    checkNewPassword(password);
    changes.passwordHash = await hashPassword(password, service.config.bcryptCost);
  }
  changes.confirm = optionalBoolean(body, "email_confirm") ?? false;
  changes.appMetadata = optionalObject(body, "app_metadata");
  changes.userMetadata = optionalObject(body, "user_metadata");
  const ban = banUntil(service, optionalString(body, "ban_duration"));
  if (ban !== undefined) changes.bannedUntil = ban;
  return changes;
}

export const putAdminUser =
  (id: string): Handler =>
  async (service, call) => {
    const existing = await loadUser(service, id);
    const changes = await changesFrom(service, await call.body());
    if (changes.email !== undefined && changes.email !== existing.email) {
      const taken = await findUserByEmail(service.db, changes.email);
      if (taken) throw errors.emailExists();
    }
    const user = await updateUser(service.db, id, changes);
    if (!user) throw errors.adminUserNotFound();
    sendJson(call.req, call.res, 200, adminUserJson(user));
  };

export const deleteAdminUser =
  (id: string): Handler =>
  async (service, call) => {
    await loadUser(service, id);
    if (!(await deleteUser(service.db, id))) throw errors.adminUserNotFound();
    sendJson(call.req, call.res, 200, {});
  };

export const createAdminUser: Handler = async (service, call: Call) => {
  const body = await call.body();
  if (optionalString(body, "email") === "") throw errors.validation("Unable to validate email address: invalid format");
  const changes = await changesFrom(service, body);
  const created = await createUser(service.db, {
    email: changes.email!,
    passwordHash: changes.passwordHash ?? "",
    confirm: changes.confirm ?? false,
    appMetadata: changes.appMetadata ?? {},
    userMetadata: changes.userMetadata ?? {},
    bannedUntil: changes.bannedUntil ?? null,
  });
  if (!created) throw errors.emailExists();
  sendJson(call.req, call.res, 200, adminUserJson(created));
};
