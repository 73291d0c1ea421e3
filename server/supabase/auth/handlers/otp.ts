/**
 * POST /otp: mails a sign-in link with a 6-digit code (supabase-js `signInWithOtp`). The answer
 * is `{}` whether or not the address has an account, so it tells nothing about who signed up
 * (GoTrue answers 422 `otp_disabled` to an unknown address with `create_user: false`). With
 * `create_user: true` (supabase-js's default) an unknown address gets an account, with the
 * nickname sign-up requires and no password; the site's own form sends `create_user: false`.
 */
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { sendJson } from "../../core/http.ts";
import { mailLink, sentTooRecently } from "../links.ts";
import { optionalObject, optionalString } from "../params.ts";
import { normaliseEmail, userMetadataFrom } from "../rules.ts";
import { findUserByEmail, insertUser, isBanned } from "../users.ts";
import { takeEmailTurn } from "./email-cooldown.ts";

export const otp: Handler = async (service, call) => {
  const body = await call.body();
  const rawEmail = optionalString(body, "email");
  if (rawEmail === "" && optionalString(body, "phone") !== "") throw errors.phoneDisabled();
  if (rawEmail === "") throw errors.validation("An email address or phone number is required");
  const createUser = body.create_user === undefined ? true : body.create_user;
  if (typeof createUser !== "boolean") {
    throw errors.badJson(
      "Could not parse request body as JSON: json: cannot unmarshal into field create_user of type bool",
    );
  }
  const email = normaliseEmail(rawEmail);
  // Checked for every address, so an unknown one and a known one get the same answer.
  const userMetadata = createUser ? (userMetadataFrom(optionalObject(body, "data"), true) ?? {}) : undefined;
  takeEmailTurn(service, call, "magiclink", email);

  let user = await findUserByEmail(service.db, email);
  if (!user && userMetadata) {
    user = await insertUser(service.db, { email, passwordHash: "", userMetadata });
  }
  if (user && !isBanned(user, service.clock()) && !sentTooRecently(service, user, "magiclink")) {
    await mailLink(service, call, user, "magiclink");
  }
  sendJson(call.req, call.res, 200, {});
};
