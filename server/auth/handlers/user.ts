/** GET /user (the signed-in user) and PUT /user (new password, or a new nickname). */
import { requireUser } from "../auth-user.ts";
import type { Handler } from "../context.ts";
import { errors } from "../errors.ts";
import { sendJson } from "../http.ts";
import { optionalObject, optionalString } from "../params.ts";
import { checkPassword, hashPassword } from "../passwords.ts";
import { checkNewPassword, userMetadataFrom } from "../rules.ts";
import { signOut } from "../sessions.ts";
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
  const data = optionalObject(body, "data");
  if (email !== "" && email.trim().toLowerCase() !== caller.email) {
    throw errors.validation422("Changing the email address is not supported by this service");
  }
  if (optionalString(body, "phone") !== "") throw errors.validation422("Phone numbers are not supported");
  const metadata = userMetadataFrom(data, false);
  if (password !== "") checkNewPassword(password);

  let user = caller;
  if (password !== "") {
    if (await checkPassword(password, caller.encrypted_password)) throw errors.samePassword();
    const hash = await hashPassword(password, service.config.bcryptCost);
    user = (await updatePassword(service.db, caller.id, hash)) ?? user;
    // As GoTrue does: a new password ends every other session, which an attacker may be holding.
    await signOut(service.db, caller.id, sessionId, "others");
  }
  if (metadata) user = (await updateUserMetadata(service.db, caller.id, metadata)) ?? user;
  sendJson(call.req, call.res, 200, userJson(user));
};
