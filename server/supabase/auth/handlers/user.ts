/** GET /user (the signed-in user) and PUT /user (new password, nickname or avatar). */
import { requireUser } from "../auth-user.ts";
import type { Handler, Service } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { consumeNonce } from "./reauthenticate.ts";
import { sendJson } from "../../core/http.ts";
import { optionalObject, optionalString } from "../params.ts";
import { checkPassword, hashPassword } from "../passwords.ts";
import { checkNewPassword, checkNicknameAllowed, userMetadataFrom } from "../rules.ts";
import { findSession, signOut } from "../sessions.ts";
import { updatePassword, updateUserMetadata, userJson } from "../users.ts";

export const getUser: Handler = async (service, call) => {
  const { user } = await requireUser(service, call);
  sendJson(call.req, call.res, 200, userJson(user));
};

export const putUser: Handler = async (service, call) => {
  const { user: caller, sessionId } = await requireUser(service, call);
  const body = await call.body();
  const email = optionalString(body, "email");
  const password = optionalString(body, "password");
  const currentPassword = optionalString(body, "current_password");
  const nonce = optionalString(body, "nonce");
  const data = optionalObject(body, "data");
  if (email !== "" && email.trim().toLowerCase() !== caller.email) {
    throw errors.validation422("Changing the email address is not supported by this service");
  }
  if (optionalString(body, "phone") !== "") throw errors.validation422("Phone numbers are not supported");
  const metadata = userMetadataFrom(data, false);
  await checkNicknameAllowed(service.db, metadata);
  if (password !== "") checkNewPassword(password);

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
  sendJson(call.req, call.res, 200, userJson(user));
};

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
  const session = await findSession(service.db, sessionId);
  const fromEmailedLink = session?.amr_method === "otp";
  if (currentPassword === "" && fromEmailedLink) return;
  if (currentPassword === "" || !(await checkPassword(currentPassword, hash))) throw errors.currentPasswordMismatch();
}
