import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { serviceMessage } from "../accounts/messages";
import { linkErrorMessage } from "../accounts/client/url-fragment";
import { newPasswordProblem } from "../../common/validation";
import { FormAlert } from "../accounts/forms/FormAlert";
import { NewPasswordField } from "../accounts/forms/TextField";
import { FormCard, FormFooter, SubmitButton } from "../accounts/forms/styles";
import { useFormSubmit } from "../accounts/forms/use-form-submit";
import { Seo } from "../components/Seo";

/**
 * Where the emailed recovery link lands: supabase-js reads the session from the fragment and
 * reports PASSWORD_RECOVERY; the person then chooses a new password and stays signed in.
 */
export default function ResetPasswordPage() {
  const { loading: authLoading, session, linkError, updatePassword, prepare } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [ready, setReady] = useState(false);
  const form = useFormSubmit(["password"]);

  // This page always needs the client: it is where the recovery session arrives.
  useEffect(() => {
    void prepare().then(() => setReady(true));
  }, [prepare]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await form.submit({
      check: () => ({ password: newPasswordProblem(password) }),
      send: () => updatePassword(password),
      failed: (error) => `We couldn't change your password: ${serviceMessage(error)}`,
    });
    if (saved) navigate("/");
  }

  const checking = !ready || authLoading;
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
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={session.user.email ?? ""} readOnly hidden />
        <NewPasswordField
          {...form.field("password")}
          label="New Password"
          name="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <SubmitButton type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save New Password"}
        </SubmitButton>
      </form>
    );
  }

  return (
    <FormCard aria-labelledby="reset-heading">
      <Seo
        title="Choose a New Password"
        description="Choose a new password for your Little Space Station account."
        path="/reset-password"
        noindex
      />
      <h1 id="reset-heading">Choose a New Password</h1>
      {session?.user.email && !linkError ? <p>For {session.user.email}</p> : <p>Almost back in!</p>}
      {body}
      <FormFooter>
        <Link to="/login">Back to Sign In</Link>
      </FormFooter>
    </FormCard>
  );
}
