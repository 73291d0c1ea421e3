/**
 * POST /invite (service role): creates an account for `email` without a password, marks it
 * invited and mails a link; opening it confirms the address and signs the invitee in, and the
 * site then asks for a nickname and a password. `data` may carry app-level flags only through the
 * admin API afterwards: the invite keeps user_metadata to what sign-up allows.
 */
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { sendJson } from "../../core/http.ts";
import { issueLink } from "../links.ts";
import { invitationMessage } from "../../mail/index.ts";
import { optionalString } from "../params.ts";
import { normaliseEmail } from "../rules.ts";
import { findUserByEmail } from "../users.ts";
import { createUser } from "./store.ts";
import { adminUserJson } from "./users.ts";

export const invite: Handler = async (service, call) => {
  const body = await call.body();
  const email = normaliseEmail(optionalString(body, "email"));
  let user = await findUserByEmail(service.db, email);
  if (user?.email_confirmed_at) throw errors.emailExists();
  user ??= await createUser(service.db, {
    email,
    passwordHash: "",
    confirm: false,
    appMetadata: {},
    userMetadata: {},
    bannedUntil: null,
  });
  if (!user) throw errors.emailExists();
  const issued = await issueLink(service, call, user, "confirmation", optionalString(body, "redirect_to") || null);
  const link = new URL(issued.link);
  link.searchParams.set("type", "invite");
  await service.db.query("update auth.users set invited_at = now() where id = $1", [user.id]);
  await service.mailer.send(invitationMessage(email, link.href));
  sendJson(call.req, call.res, 200, adminUserJson((await findUserByEmail(service.db, email)) ?? user));
};
