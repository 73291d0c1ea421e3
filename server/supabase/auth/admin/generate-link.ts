/**
 * POST /admin/generate_link: builds an emailed link without sending it, for an owner's own mail
 * or tool. Answers the user with `action_link`, `email_otp` (the link's 6-digit code, which `verifyOtp({ email, token, type })` also takes),
 * `hashed_token` (what `verifyOtp({ token_hash })` takes), `redirect_to` and `verification_type`,
 * as GoTrue does. `signup` and `invite` create the account (unconfirmed) when it is new;
 * `magiclink` creates one without a password; `recovery` needs an existing account.
 */
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { sendJson } from "../../core/http.ts";
import { issueLink, VERIFY_TYPE } from "../links.ts";
import { optionalObject, optionalString } from "../params.ts";
import { hashPassword } from "../passwords.ts";
import { checkNewPassword, normaliseEmail } from "../rules.ts";
import { findUserByEmail, type LinkKind, type UserRow } from "../users.ts";
import { createUser } from "./store.ts";
import { adminUserJson } from "./users.ts";

const KIND: Record<string, LinkKind> = {
  signup: "confirmation",
  invite: "confirmation",
  magiclink: "magiclink",
  recovery: "recovery",
};

export const generateLink: Handler = async (service, call) => {
  const body = await call.body();
  const type = optionalString(body, "type");
  if (type === "email_change_current" || type === "email_change_new") {
    throw errors.validation422("Changing the email address is not supported by this service");
  }
  const kind = KIND[type];
  if (!kind) throw errors.validation("Invalid email action link type requested");
  const email = normaliseEmail(optionalString(body, "email"));
  const password = optionalString(body, "password");
  const data = optionalObject(body, "data") ?? {};

  let user: UserRow | undefined = await findUserByEmail(service.db, email);
  if (type === "signup" && user) throw errors.emailExists();
  if (type === "invite" && user?.email_confirmed_at) throw errors.emailExists();
  if (type === "recovery" && !user) throw errors.adminUserNotFound();
  if (!user) {
    if (type === "signup") {
      if (password === "") throw errors.validation422("Signup requires a valid password");
      checkNewPassword(password);
    }
    user = await createUser(service.db, {
      email,
      passwordHash: type === "signup" ? await hashPassword(password, service.config.bcryptCost) : "",
      confirm: false,
      appMetadata: {},
      userMetadata: data,
      bannedUntil: null,
    });
    if (!user) throw errors.emailExists();
  }
  // Every kind answers its 6-digit code, as GoTrue does, for an owner's own mail template.
  const issued = await issueLink(service, call, user, kind, optionalString(body, "redirect_to") || null, true);
  const fresh = (await findUserByEmail(service.db, email)) ?? user;
  const verificationType = type === "invite" ? "invite" : VERIFY_TYPE[kind];
  const actionLink = new URL(issued.link);
  actionLink.searchParams.set("type", verificationType);
  sendJson(call.req, call.res, 200, {
    ...adminUserJson(fresh),
    action_link: actionLink.href,
    email_otp: issued.code,
    hashed_token: issued.token,
    redirect_to: issued.redirectTo,
    verification_type: verificationType,
  });
};
