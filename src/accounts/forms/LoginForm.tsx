import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAuth } from "../client/auth-context";
import { nextPath } from "../client/next-path";
import { signInProblem } from "../messages/failures";
import { EmailLinkForm } from "./EmailLinkForm";
import { AccountForm } from "./kit/AccountForm";
import { CheckboxRow, FormFooter } from "./kit/frames";
import { CurrentPasswordField, EmailField } from "./kit/TextField";
import { useAccountForm } from "./kit/use-account-form";

/** Signing in with email and password (or, below, with an emailed link). */
export function LoginForm() {
  const { signIn, prepare } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [remember, setRemember] = useState(true);
  const form = useAccountForm({
    fields: { email: "", password: "" },
    check: ({ email, password }) => ({
      email: email.trim() === "" ? "Please enter your email address." : null,
      password: password === "" ? "Please enter your password." : null,
    }),
    send: ({ email, password }) => signIn({ email: email.trim(), password, remember }),
    // Keep the email; the password is the likely culprit, so it starts over.
    failed: (error) => ({ message: signInProblem(error), focus: "password", empty: true }),
    done: () => navigate(nextPath(search)),
  });

  return (
    <>
      <h1 id="login-heading">Welcome Back!</h1>
      <p>Sign in with your email and password.</p>
      <AccountForm form={form} button={["Sign In", "Signing In..."]} onFocus={() => void prepare()}>
        <EmailField {...form.field("email")} autoComplete="username email" />
        <CurrentPasswordField {...form.field("password")} label="Password" name="password" />
        <CheckboxRow>
          <label>
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </CheckboxRow>
      </AccountForm>
      <EmailLinkForm email={form.values.email} />
      <FormFooter>
        New here? <Link to="/signup">Sign Up</Link>
      </FormFooter>
    </>
  );
}
