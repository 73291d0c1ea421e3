/**
 * What the email address panel asks of the service: GoTrue's secure email change through
 * supabase-js (PUT /user with the new address; a link and a code to each address; POST /verify
 * with type `email_change`). The same calls work against the embedded service and a hosted project.
 */
import type { User } from "@supabase/supabase-js";
import { authRedirects } from "../client/config";
import { attempt, client } from "./actions";

const redirect = () => authRedirects.emailChange(window.location.origin);

/** Asks for the change: the service keeps the new address as pending and mails both addresses. */
export const requestEmailChange = (email: string) =>
  attempt(async () => (await client()).auth.updateUser({ email }, { emailRedirectTo: redirect() }));

/** Mails a pending change's links and codes again (to both addresses; the earlier ones stop working). */
export const resendEmailChange = (currentEmail: string) =>
  attempt(async () =>
    (await client()).auth.resend({
      type: "email_change",
      email: currentEmail,
      options: { emailRedirectTo: redirect() },
    }),
  );

/**
 * Uses the code from the email sent to `address`. `changed` once the address moved (the service
 * then answers with a session for it, which supabase-js keeps); false after the first of two.
 */
export async function confirmEmailChangeCode(address: string, code: string) {
  let changed = false;
  const outcome = await attempt(async () => {
    const answer = await (await client()).auth.verifyOtp({ email: address, token: code, type: "email_change" });
    changed = answer.data.session !== null;
    return answer;
  });
  return { ...outcome, changed };
}

/** The member as the service knows them now (the session's copy may predate a change), or null. */
export async function freshUser(): Promise<User | null> {
  try {
    const { data } = await (await client()).auth.getUser();
    return data.user;
  } catch {
    return null;
  }
}
