import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { newPasswordProblem } from "../../../common/validation";
import { awaitsSecondFactor } from "../client/assurance";
import { useAuth } from "../client/auth-context";
import { linkErrorMessage } from "../client/url-fragment";
import { LazySignInCodeStep } from "./LazySignInCodeStep";
import { serviceMessage } from "../messages/auth";
import { AccountForm } from "./kit/AccountForm";
import { FormAlert } from "./kit/FormAlert";
import { FormFooter } from "./kit/frames";
import { NewPasswordField } from "./kit/TextField";
import { useAccountForm } from "./kit/use-account-form";

/**
 * Where the emailed recovery link lands: supabase-js reads the session from the fragment and
 * reports PASSWORD_RECOVERY; the person then chooses a new password and stays signed in. With
 * two-step sign-in on, the link alone is not enough: the app's code comes first, as at sign-in.
 */
export function ResetPasswordForm() {
  const { loading: authLoading, session, linkError, updatePassword, prepare } = useAuth();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const form = useAccountForm({
    fields: { password: "" },
    check: ({ password }) => ({ password: newPasswordProblem(password) }),
    send: ({ password }) => updatePassword(password),
    failed: (error) => `We couldn't change your password: ${serviceMessage(error)}`,
    done: () => navigate("/"),
  });

  // This page always needs the client: it is where the recovery session arrives.
  useEffect(() => {
    void prepare().then(() => setReady(true));
  }, [prepare]);

  const checking = !ready || authLoading;
  if (!linkError && !checking && awaitsSecondFactor(session)) {
    // Once the code is taken the session is at aal2 and the new password's form follows.
    return (
      <LazySignInCodeStep
        proof="link"
        headingId="reset-heading"
        onCancel={() => navigate("/login")}
        onDone={() => undefined}
      />
    );
  }
  let body;
  if (linkError) {
    body = (
      <FormAlert tone="error">
        <p>{linkErrorMessage(linkError)}</p>
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </FormAlert>
    );
  } else if (checking) {
    body = <p role="status">Checking your link…</p>;
  } else if (!session) {
    body = (
      <FormAlert tone="error">
        <p>To choose a new password, open the link from your reset email. Links work once and only for a while.</p>
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </FormAlert>
    );
  } else {
    body = (
      <AccountForm form={form} button={["Save New Password", "Saving..."]}>
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={session.user.email ?? ""} readOnly hidden />
        <NewPasswordField {...form.field("password")} label="New Password" name="new-password" />
      </AccountForm>
    );
  }

  return (
    <>
      <h1 id="reset-heading">Choose a New Password</h1>
      {session?.user.email && !linkError ? <p>For {session.user.email}</p> : <p>Almost back in!</p>}
      {body}
      <FormFooter>
        <Link to="/login">Back to Sign In</Link>
      </FormFooter>
    </>
  );
}
