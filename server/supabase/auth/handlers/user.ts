/** GET /user (the signed-in user) and PUT /user (new password, email address, nickname or avatar). */
import { requireUser } from "../auth-user.ts";
import type { Handler, Service } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { consumeNonce } from "./reauthenticate.ts";
import { sendJson } from "../../core/http.ts";
import { optionalObject, optionalString } from "../params.ts";
import { checkPassword, hashPassword } from "../passwords.ts";
import { checkNicknameAllowed, userMetadataFrom } from "../rules.ts";
import { findSession, signOut } from "../sessions.ts";
import { addressAnonymousUser, changeWait, mailEmailChange } from "../email-change.ts";
import { startEmailWait } from "./email-cooldown.ts";
import { enforce } from "../rate-limit.ts";
import { checkNewPassword, normaliseEmail } from "../rules.ts";
import { findUserByEmail, findUserById, updatePassword, updateUserMetadata, userJson } from "../users.ts";

export const getUser: Handler = async (service, call) => {
  const { user } = await requireUser(service, call);
  sendJson(call.req, call.res, 200, userJson(user));
};

export const putUser: Handler = async (service, call) => {
  const { user: caller, sessionId, session } = await requireUser(service, call);
  const body = await call.body();
  const rawEmail = optionalString(body, "email");
  const password = optionalString(body, "password");
  const currentPassword = optionalString(body, "current_password");
  const nonce = optionalString(body, "nonce");
  const data = optionalObject(body, "data");
  if (optionalString(body, "phone") !== "") throw errors.validation422("Phone numbers are not supported");
  const email = rawEmail === "" ? "" : normaliseEmail(rawEmail);
  const newEmail = email !== "" && email !== caller.email ? email : "";
  const metadata = userMetadataFrom(data, false);
  await checkNicknameAllowed(service.db, metadata);
  if (password !== "") checkNewPassword(password);
  if (caller.is_anonymous && password !== "" && newEmail === "") {
    throw errors.validation422("Updating password of an anonymous user without an email or phone is not allowed");
  }
  if (newEmail !== "") await checkEmailChangeAllowed(service, call, caller, newEmail, session.aal);

  let user = caller;
  if (password !== "") {
    // The emailed reauthentication code stands in for the current password (GoTrue's nonce).
    if (nonce !== "") {
      if (!(await consumeNonce(service, caller.id, nonce)))
        throw new AuthError(403, "reauthentication_not_valid", "Verification code is invalid or has expired");
    } else await checkCurrentPassword(service, caller.encrypted_password, sessionId, currentPassword);
    if (await checkPassword(password, caller.encrypted_password)) throw errors.samePassword();
    const hash = await hashPassword(password, service.config.bcryptCost);
    user = (await updatePassword(service.db, caller.id, hash)) ?? user;
    // As GoTrue does: a new password ends every other session, which an attacker may be holding.
    await signOut(service.db, caller.id, sessionId, "others");
  }
  if (metadata) user = (await updateUserMetadata(service.db, caller.id, metadata)) ?? user;
  if (newEmail !== "" && caller.is_anonymous && service.config.autoconfirm) {
    // As GoTrue: with confirmations off, an anonymous user adding an address is like signing up.
    user = await addressAnonymousUser(service, caller.id, newEmail);
  } else if (newEmail !== "") {
    await mailEmailChange(service, call, user, newEmail);
    startEmailWait(service, "email_change", caller.email);
    user = (await findUserById(service.db, caller.id)) ?? user;
  }
  sendJson(call.req, call.res, 200, userJson(user));
};

/**
 * Before anything is written: a member with a second factor changes the address only from an
 * aal2 session (GoTrue's rule), the address must be free, and change mails keep the service's
 * pace (one per AUTH_EMAIL_MAX_FREQUENCY per member, and the per-client mail limit).
 */
async function checkEmailChangeAllowed(
  service: Service,
  call: Parameters<Handler>[1],
  caller: Awaited<ReturnType<typeof requireUser>>["user"],
  newEmail: string,
  aal: string,
): Promise<void> {
  if (caller.factors?.some((f) => f.status === "verified") && aal !== "aal2") {
    throw new AuthError(
      401,
      "insufficient_aal",
      "AAL2 session is required to update email or password when MFA is enabled.",
    );
  }
  const taken = await findUserByEmail(service.db, newEmail);
  if (taken && taken.id !== caller.id) throw errors.emailExists();
  const wait = changeWait(service, caller);
  if (wait > 0) throw errors.emailFrequency(wait);
  enforce(service.limiters.emailSent, call, errors.emailRateLimit);
}

/**
 * A stolen access token must not be enough to take the account: as GoTrue does with
 * `update_password_require_current_password`, a new password needs the current one. A session
 * opened from an emailed link (a password reset) is the exception: its owner proved the mailbox,
 * and may not remember the old password at all. A wrong current password costs the same bcrypt
 * work as a right one, and the sign-in rate limit does not apply (the caller is signed in).
 */
async function checkCurrentPassword(
  service: Service,
  hash: string,
  sessionId: string,
  currentPassword: string,
): Promise<void> {
  // An account without a password (an anonymous sign-in, an emailed-link account) sets its first.
  if (hash === "") return;
  const session = await findSession(service.db, sessionId);
  const fromEmailedLink = session?.amr_method === "otp";
  if (currentPassword === "" && fromEmailedLink) return;
  if (currentPassword === "" || !(await checkPassword(currentPassword, hash))) throw errors.currentPasswordMismatch();
}
