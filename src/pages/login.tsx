import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { signInProblem } from "../accounts/messages";
import { nextPath } from "../accounts/client/next-path";
import { FormAlert } from "../accounts/forms/FormAlert";
import { CurrentPasswordField, EmailField } from "../accounts/forms/TextField";
import { AccountFormCard } from "../accounts/forms/AccountFormCard";
import { CheckboxRow, FormFooter, SubmitButton } from "../accounts/forms/styles";
import { useFormSubmit } from "../accounts/forms/use-form-submit";
import { Seo } from "../components/Seo";
import { EmailLinkForm } from "../accounts/forms/EmailLinkForm";

export default function LoginPage() {
  return (
    <>
      <Seo title="Sign In" description="Sign in to your Little Space Station account." path="/login" />
      <AccountFormCard formHeadingId="login-heading" signedInNote="There's no need to sign in again.">
        <LoginForm />
      </AccountFormCard>
    </>
  );
}

function LoginForm() {
  const { signIn, prepare } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const form = useFormSubmit(["email", "password"]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const signedIn = await form.submit({
      check: () => ({
        email: email.trim() === "" ? "Please enter your email address." : null,
        password: password === "" ? "Please enter your password." : null,
      }),
      send: () => signIn({ email: email.trim(), password, remember }),
      failed: (error) => {
        // Keep the email; the password is the likely culprit, so it starts over.
        setPassword("");
        form.focus("password");
        return signInProblem(error);
      },
    });
    if (signedIn) navigate(nextPath(search));
  }

  return (
    <>
      <h1 id="login-heading">Welcome Back!</h1>
      <p>Sign in with your email and password.</p>
      <form noValidate onSubmit={onSubmit} onFocus={() => void prepare()} aria-busy={form.busy}>
        <EmailField
          {...form.field("email")}
          autoComplete="username email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <CurrentPasswordField
          {...form.field("password")}
          label="Password"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <CheckboxRow>
          <label>
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </CheckboxRow>
        <FormAlert tone="error">{form.failure}</FormAlert>
        <SubmitButton type="submit" disabled={form.busy}>
          {form.busy ? "Signing In..." : "Sign In"}
        </SubmitButton>
      </form>
      <EmailLinkForm email={email} />
      <FormFooter>
        New here? <Link to="/signup">Sign Up</Link>
      </FormFooter>
    </>
  );
}
