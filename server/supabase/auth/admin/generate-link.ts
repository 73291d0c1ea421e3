/**
 * POST /admin/generate_link: builds an emailed link without sending it, for an owner's own mail
 * or tool. Answers the user with `action_link`, `email_otp` (the link's 6-digit code, which `verifyOtp({ email, token, type })` also takes),
 * `hashed_token` (what `verifyOtp({ token_hash })` takes), `redirect_to` and `verification_type`,
 * as GoTrue does. `signup` and `invite` create the account (unconfirmed) when it is new;
 * `magiclink` creates one without a password; `recovery` needs an existing account.
 * `email_change_current` and `email_change_new` (with `new_email`) start or continue an email
 * change: the link and code of the address in use, or of the new one (see email-change.ts).
 */
import type { Handler } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { sendJson } from "../../core/http.ts";
import { issueLink, VERIFY_TYPE } from "../links.ts";
import { optionalObject, optionalString } from "../params.ts";
import { hashPassword } from "../passwords.ts";
import { checkNewPassword, normaliseEmail } from "../rules.ts";
import { findUserByEmail, type LinkKind, type UserRow } from "../users.ts";
import { createUser } from "./store.ts";
import { issueEmailChange } from "../email-change.ts";
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
  if (type === "email_change_current" || type === "email_change_new")
    return generateEmailChangeLink(service, call, body);
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

const generateEmailChangeLink = async (
  service: Parameters<Handler>[0],
  call: Parameters<Handler>[1],
  body: Record<string, unknown>,
) => {
  const type = optionalString(body, "type");
  const email = normaliseEmail(optionalString(body, "email"));
  const user = await findUserByEmail(service.db, email);
  if (!user) throw new AuthError(404, "user_not_found", "User with this email not found");
  const newEmail = normaliseEmail(optionalString(body, "new_email"));
  const taken = await findUserByEmail(service.db, newEmail);
  if (taken && taken.id !== user.id) throw errors.emailExists();
  const side = type === "email_change_current" ? "current" : "new";
  const [issued] = await issueEmailChange(
    service,
    call,
    user,
    newEmail,
    [side],
    optionalString(body, "redirect_to") || call.query.get("redirect_to"),
  );
  const fresh = (await findUserByEmail(service.db, email)) ?? user;
  sendJson(call.req, call.res, 200, {
    ...adminUserJson(fresh),
    action_link: issued!.link,
    email_otp: issued!.code,
    hashed_token: issued!.token,
    redirect_to: issued!.redirectTo,
    verification_type: type,
  });
};
