import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "../auth/auth-context";
import { serviceMessage } from "../auth/messages";
import { linkErrorMessage } from "../auth/url-fragment";
import { newPasswordProblem } from "../../common/validation";
import { FormAlert } from "../components/Form/FormAlert";
import { TextField } from "../components/Form/TextField";
import { FormCard, FormFooter, SubmitButton } from "../components/Form/styles";
import { Seo } from "../components/Seo";

/**
 * Where the emailed recovery link lands: supabase-js reads the session from the fragment and
 * reports PASSWORD_RECOVERY; the person then chooses a new password and stays signed in.
 */
export default function ResetPasswordPage() {
  const { loading: authLoading, session, linkError, updatePassword, prepare } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [ready, setReady] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // This page always needs the client: it is where the recovery session arrives.
  useEffect(() => {
    void prepare().then(() => setReady(true));
  }, [prepare]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = newPasswordProblem(password);
    setProblem(found);
    if (found) return passwordRef.current?.focus();
    setSaving(true);
    const { error } = await updatePassword(password);
    setSaving(false);
    if (error) {
      setFailure(`We couldn't change your password: ${serviceMessage(error)}`);
      return;
    }
    navigate("/");
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
      <form noValidate onSubmit={onSubmit} aria-busy={saving}>
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={session.user.email ?? ""} readOnly hidden />
        <TextField
          ref={passwordRef}
          label="New Password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          minLength={6}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          problem={problem}
          hint="At least 6 characters."
        />
        <FormAlert tone="error">{failure}</FormAlert>
        <SubmitButton type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save New Password"}
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
