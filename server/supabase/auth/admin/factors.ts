/**
 * GET /admin/users/<id>/factors and DELETE /admin/users/<id>/factors/<factor id>: how an owner
 * helps a member who lost their second factor (docs/accounts.md): the factor goes, and the
 * member signs in with their password alone and may enrol a new one.
 */
import type { Handler } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { removeFactor } from "../handlers/factors.ts";
import { factorJson, factorsOf, findFactor } from "../mfa/store.ts";
import { sendJson } from "../../core/http.ts";
import { findUserById } from "../users.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function userOrThrow(service: Parameters<Handler>[0], id: string) {
  const user = UUID.test(id) ? await findUserById(service.db, id) : undefined;
  if (!user) throw errors.adminUserNotFound();
  return user;
}

export const listUserFactors =
  (userId: string): Handler =>
  async (service, call) => {
    const user = await userOrThrow(service, userId);
    sendJson(call.req, call.res, 200, (await factorsOf(service.db, user.id)).map(factorJson));
  };

export const deleteUserFactor =
  (userId: string, factorId: string): Handler =>
  async (service, call) => {
    const user = await userOrThrow(service, userId);
    const factor = await findFactor(service.db, user.id, factorId);
    if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
    await removeFactor(service.db, user.id, factor.id);
    sendJson(call.req, call.res, 200, factorJson(factor));
  };
