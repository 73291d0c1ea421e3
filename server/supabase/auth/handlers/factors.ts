/**
 * /factors: TOTP second factors, as GoTrue offers them. Enrol (POST /factors) gives the secret,
 * its otpauth URI and a QR code; challenge (POST /factors/<id>/challenge) opens a five-minute
 * challenge; verify (POST /factors/<id>/verify) checks a code against it and raises the session
 * to aal2, answering with new tokens; unenrol (DELETE /factors/<id>) removes a factor, a verified
 * one only from an aal2 session. A lost factor is removed through the admin API (docs/accounts.md).
 */
import { requireUser } from "../auth-user.ts";
import type { Call, Handler, Service } from "../context.ts";
import { AuthError, errors } from "../errors.ts";
import { acceptedStep, enrolment, newSecret } from "../mfa/totp.ts";
import { factorJson, factorsOf, findChallenge, findFactor, insertChallenge, insertFactor } from "../mfa/store.ts";
import { sendJson } from "../../core/http.ts";
import { optionalString } from "../params.ts";
import { reissueSession, signOut } from "../sessions.ts";
import { findUserById } from "../users.ts";

const CHALLENGE_SECONDS = 300;
const MAX_FACTORS = 10;

const mfaErrors = {
  notFound: () => new AuthError(404, "mfa_factor_not_found", "Factor not found"),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    ),
  tooMany: () =>
    new AuthError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    ),
  needAal2: (what: string) => new AuthError(403, "insufficient_aal", `AAL2 required to ${what}`),
  wrongCode: () => new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered"),
  challengeNotFound: () =>
    new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found"),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
};

export const enrollFactor: Handler = async (service, call) => {
  const { user, session } = await requireUser(service, call);
  const body = await call.body();
  const type = optionalString(body, "factor_type");
  if (type === "phone") throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (type === "webauthn")
    throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  if (type !== "totp") throw errors.validation("factor_type needs to be totp, phone or webauthn");
  const name = optionalString(body, "friendly_name").trim().slice(0, 100);
  const factors = await factorsOf(service.db, user.id);
  if (name !== "" && factors.some((f) => f.friendly_name === name)) throw mfaErrors.nameConflict(name);
  if (factors.length >= MAX_FACTORS) throw mfaErrors.tooMany();
  if (factors.some((f) => f.status === "verified") && session.aal !== "aal2")
    throw mfaErrors.needAal2("enroll a new factor");
  const issuer = optionalString(body, "issuer").trim().slice(0, 100) || new URL(call.siteOrigin).host;
  const factor = await insertFactor(service.db, user.id, name, newSecret());
  sendJson(call.req, call.res, 200, {
    id: factor.id,
    type: "totp",
    friendly_name: factor.friendly_name ?? "",
    totp: await enrolment(factor.secret, issuer, user.email),
  });
};

/** The signed-in caller, with their factor named in the path. */
type OwnFactor = Awaited<ReturnType<typeof requireUser>> & {
  factor: NonNullable<Awaited<ReturnType<typeof findFactor>>>;
};

/** A handler for /factors/<id>: `run` gets the caller's own factor of that id; another's is a 404. */
const forOwnFactor =
  (run: (service: Service, call: Call, own: OwnFactor) => Promise<void>) =>
  (factorId: string): Handler =>
  async (service, call) => {
    const caller = await requireUser(service, call);
    const factor = await findFactor(service.db, caller.user.id, factorId);
    if (!factor) throw mfaErrors.notFound();
    await run(service, call, { ...caller, factor });
  };

export const challengeFactor = forOwnFactor(async (service, call, { factor }) => {
  const challenge = await insertChallenge(service.db, factor.id);
  sendJson(call.req, call.res, 200, {
    id: challenge.id,
    type: "totp",
    expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_SECONDS,
  });
});

export const verifyFactor = forOwnFactor(async (service, call, { user, sessionId, factor }) => {
  const body = await call.body();
  const challenge = await findChallenge(service.db, factor.id, optionalString(body, "challenge_id"));
  if (!challenge || challenge.verified_at) throw mfaErrors.challengeNotFound();
  if (service.clock() - challenge.created_at.getTime() > CHALLENGE_SECONDS * 1000)
    throw mfaErrors.challengeExpired(challenge.id);
  const step = acceptedStep(factor.secret, optionalString(body, "code").trim(), service.clock());
  // A code accepted once is not accepted again (someone watching over a shoulder).
  if (step === undefined || (factor.last_totp_step !== null && step <= Number(factor.last_totp_step)))
    throw mfaErrors.wrongCode();
  const firstTime = factor.status === "unverified";
  const done = await service.db.transaction(async (tx) => {
    const used = await tx.query(
      `update auth.mfa_factors set status = 'verified', last_totp_step = $2, updated_at = now()
        where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`,
      [factor.id, step],
    );
    if (used.rows.length === 0) return false;
    await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [challenge.id]);
    await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, mfa_at = now() where id = $1", [
      sessionId,
      factor.id,
    ]);
    return true;
  });
  if (!done) throw mfaErrors.wrongCode();
  // As GoTrue does: a newly verified factor ends the user's other sessions, which had none.
  if (firstTime) await signOut(service.db, user.id, sessionId, "others");
  const fresh = (await findUserById(service.db, user.id)) ?? user;
  sendJson(call.req, call.res, 200, await reissueSession(service.db, service.sessions, fresh, sessionId));
});

export const unenrollFactor = forOwnFactor(async (service, call, { user, session, factor }) => {
  if (factor.status === "verified" && session.aal !== "aal2")
    throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
  await removeFactor(service.db, user.id, factor.id);
  sendJson(call.req, call.res, 200, { id: factor.id });
});

/** Removes a factor; sessions raised to aal2 with it fall back to aal1. */
export async function removeFactor(
  db: Parameters<typeof factorsOf>[0],
  userId: string,
  factorId: string,
): Promise<void> {
  await db.query("delete from auth.mfa_factors where id = $1 and user_id = $2", [factorId, userId]);
  await db.query(
    "update auth.sessions set aal = 'aal1', factor_id = null, mfa_at = null where user_id = $1 and factor_id = $2",
    [userId, factorId],
  );
}

export { factorJson };
