import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../toast/toast-store";
import { loadAuthClient } from "../client/load-client";
import { verifyWithCode } from "../client/second-factor";
import { nextPath } from "../client/next-path";
import { TOASTS, type ServiceError } from "../messages/auth";
import { AccountForm } from "./kit/AccountForm";
import { SecondaryButton } from "./kit/buttons";
import { OneTimeCodeField } from "./kit/TextField";
import { useCodeForm } from "./kit/use-code-form";

/** What opened the half-open session, as the step acknowledges it. */
const FIRST_PROOF = {
  password: "Your password was right.",
  link: "The link worked.",
  "email-code": "The code from your email worked.",
} as const;

export type FirstProof = keyof typeof FIRST_PROOF;

/**
 * A sign-in's second step, for a member with two-step sign-in on: the password (or an emailed
 * link) was right, and the code from their authenticator app finishes it. Cancel forgets the
 * half-open session here.
 */
export function SignInCodeStep({
  onCancel,
  onDone,
  proof = "password",
  headingId = "login-heading",
}: {
  onCancel: () => void;
  /** In place of the welcome and the way on (a recovery link's page stays, for the new password). */
  onDone?: () => void;
  proof?: FirstProof;
  /** The id the page's region is labelled by. */
  headingId?: string;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useCodeForm(verifySignInCode, () => {
    if (onDone) return onDone();
    toast(TOASTS.signedIn);
    navigate(nextPath(search));
  });

  // The password form this replaced had the focus: the new step's field takes it.
  useEffect(() => form.focus("code"), []); // eslint-disable-line react-hooks/exhaustive-deps

  async function cancel() {
    // The session is forgotten here whatever the service answers (offline, it ends on its own).
    await loadAuthClient()
      .then(({ supabase }) => supabase.auth.signOut({ scope: "local" }))
      .catch(() => undefined);
    onCancel();
  }

  return (
    <>
      <h1 id={headingId} ref={heading}>
        One More Step
      </h1>
      <p>{FIRST_PROOF[proof]} Open your authenticator app and type the 6-digit code it shows for this site.</p>
      <AccountForm
        form={form}
        button={["Verify and Sign In", "Checking..."]}
        after={
          <SecondaryButton data-wide type="button" onClick={() => void cancel()} disabled={form.busy}>
            Cancel and sign out
          </SecondaryButton>
        }
      >
        <OneTimeCodeField {...form.field("code")} label="Code from your app" />
      </AccountForm>
      <p>
        Lost the phone with your app? Write to the site&apos;s owner from the address you signed up with, and they can
        turn two-step sign-in off for you.
      </p>
    </>
  );
}

/** The app's code raises the half-open session to aal2; a failed download reads as a network failure. */
async function verifySignInCode(code: string): Promise<{ error: ServiceError | null }> {
  try {
    return await verifyWithCode((await loadAuthClient()).supabase, code);
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error), status: 0 } };
  }
}
