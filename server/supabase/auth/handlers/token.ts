/** POST /token?grant_type=password and ?grant_type=refresh_token. */
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { idTokenProviderDisabled, web3Disabled } from "./disabled.ts";
import { enforce } from "../rate-limit.ts";
import { sendJson } from "../../core/http.ts";
import { optionalString } from "../params.ts";
import { checkPassword, decoyHash } from "../passwords.ts";
import { refreshSession, startSession } from "../sessions.ts";
import { findUserByEmail, isBanned } from "../users.ts";

export const token: Handler = async (service, call) => {
  const grant = call.query.get("grant_type");
  if (grant === "password") return passwordGrant(service, call);
  if (grant === "refresh_token") return refreshGrant(service, call);
  if (grant === "web3") throw web3Disabled();
  if (grant === "id_token") throw idTokenProviderDisabled(optionalString(await call.body(), "provider"));
  throw errors.validation("unsupported_grant_type");
};

const passwordGrant: Handler = async (service, call) => {
  enforce(service.limiters.signInSignUps, call, errors.requestRateLimit);
  const body = await call.body();
  const email = optionalString(body, "email").trim().toLowerCase();
  const phone = optionalString(body, "phone");
  const password = optionalString(body, "password");
  if (email !== "" && phone !== "") {
    throw errors.validation("Only an email address or phone number should be provided on login.");
  }
  if (email === "") throw errors.validation("missing email or phone");

  const user = email.length <= 255 ? await findUserByEmail(service.db, email) : undefined;
  // Compare against something even for an unknown address, so timing does not reveal accounts.
  const matches = await checkPassword(
    password,
    user?.encrypted_password ?? (await decoyHash(service.config.bcryptCost)),
  );
  if (!user || !matches || password === "") throw errors.invalidCredentials();
  if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
  if (isBanned(user, service.clock())) throw errors.userBanned();

  const session = await startSession(service.db, service.sessions, user.id);
  if (!session) throw errors.invalidCredentials();
  sendJson(call.req, call.res, 200, session);
};

const refreshGrant: Handler = async (service, call) => {
  enforce(service.limiters.tokenRefresh, call, errors.requestRateLimit);
  const body = await call.body();
  const refreshToken = optionalString(body, "refresh_token");
  if (refreshToken === "") throw errors.validation("refresh_token required");
  if (refreshToken.length > 256) throw errors.refreshNotFound();
  sendJson(call.req, call.res, 200, await refreshSession(service.db, service.sessions, refreshToken));
};
