import { useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAuth } from "../client/auth-context";
import { keepNext, nextPath } from "../client/next-path";
import { signInProblem } from "../messages/failures";
import { EmailLinkForm } from "./EmailLinkForm";
import { LazySignInCodeStep } from "./LazySignInCodeStep";
import type { FirstProof } from "./SignInCodeStep";
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
  // With two-step sign-in on, the password opens a session at aal1 and the app's code finishes it.
  const [secondStep, setSecondStep] = useState<FirstProof | null>(null);
  const waiting = useRef(false);
  const form = useAccountForm({
    fields: { email: "", password: "" },
    check: ({ email, password }) => ({
      email: email.trim() === "" ? "Please enter your email address." : null,
      password: password === "" ? "Please enter your password." : null,
    }),
    send: async ({ email, password }) => {
      const result = await signIn({ email: email.trim(), password, remember });
      waiting.current = result.secondStep === true;
      return result;
    },
    // Keep the email; the password is the likely culprit, so it starts over.
    failed: (error) => ({ message: signInProblem(error), focus: "password", empty: true }),
    done: () => (waiting.current ? toSecondStep("password") : navigate(nextPath(search))),
  });

  function toSecondStep(proof: FirstProof) {
    form.set("password", "");
    setSecondStep(proof);
  }

  if (secondStep) return <LazySignInCodeStep proof={secondStep} onCancel={() => setSecondStep(null)} />;

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
      <EmailLinkForm email={form.values.email} onSecondStep={() => toSecondStep("email-code")} />
      <FormFooter>
        New here? <Link to={keepNext("/signup", search)}>Sign Up</Link>
      </FormFooter>
    </>
  );
}
