/**
 * What the two-step sign-in panel asks of the service (supabase-js's `auth.mfa`): whether an
 * authenticator is on, enrolling one, confirming it with its first code, and removing it.
 */
import { site } from "../../config/site";
import { loadAuthClient } from "../client/load-client";
import { digitsOf, verifiedFactor, verifyWithCode } from "../client/second-factor";
import type { ServiceError } from "../messages/auth";

export interface Enrolment {
  factorId: string;
  /** The QR code as an image address (supabase-js makes the service's SVG a data: URL). */
  qrCode: string;
  /** The key in base32, for typing into an app that cannot scan. */
  secret: string;
}

type Result<T> = { data: T | null; error: ServiceError | null };

const client = async () => (await loadAuthClient()).supabase;

async function attempt<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    // A refused listing is thrown as the service's error; a failed download as a network failure.
    if (error && typeof error === "object" && "message" in error) return { data: null, error: error as ServiceError };
    return { data: null, error: { message: String(error), status: 0 } };
  }
}

/** The verified factor's id when two-step sign-in is on, else null. */
export const twoStepStatus = () =>
  attempt(async () => ({ data: { factorId: (await verifiedFactor(await client()))?.id ?? null }, error: null }));

/**
 * Starts an enrolment. Factors left unconfirmed by an earlier try (a closed tab) go first, so
 * they do not pile up towards the service's limit.
 */
export const startEnrolment = () =>
  attempt<Enrolment>(async () => {
    const supabase = await client();
    const { data: listed } = await supabase.auth.mfa.listFactors();
    for (const stale of (listed?.all ?? []).filter((f) => f.status === "unverified")) {
      await supabase.auth.mfa.unenroll({ factorId: stale.id });
    }
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", issuer: site.name });
    if (error || !data) return { data: null, error };
    return {
      data: { factorId: data.id, qrCode: imageAddress(data.totp.qr_code), secret: data.totp.secret },
      error: null,
    };
  });

/**
 * supabase-js puts the service's SVG after `data:image/svg+xml;utf-8,` as it is, and its colours'
 * `#` then ends the address (the browser reads the rest as a fragment): the picture is encoded here.
 */
export function imageAddress(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;utf-8,/, "");
  return svg.trimStart().startsWith("<") ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : qrCode;
}

/** Confirms the new factor with its first code: the session is then at aal2. */
export const confirmEnrolment = (factorId: string, code: string) =>
  attempt(async () => {
    const { error } = await (await client()).auth.mfa.challengeAndVerify({ factorId, code: digitsOf(code) });
    return { data: null, error };
  });

/** Gives up an enrolment that was never confirmed. */
export const cancelEnrolment = (factorId: string) =>
  attempt(async () => ({ data: null, error: (await (await client()).auth.mfa.unenroll({ factorId })).error }));

/**
 * Removes the authenticator. A current code is asked first (and raises the session to aal2,
 * which the service requires to remove a verified factor): a borrowed, signed-in device alone
 * cannot turn the protection off.
 */
export const removeTwoStep = (code: string) =>
  attempt(async () => {
    const supabase = await client();
    const factor = await verifiedFactor(supabase);
    if (!factor) return { data: null, error: null };
    const verified = await verifyWithCode(supabase, code);
    if (verified.error) return { data: null, error: verified.error };
    return { data: null, error: (await supabase.auth.mfa.unenroll({ factorId: factor.id })).error };
  });
