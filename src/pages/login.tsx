import { useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAuth } from "../auth/auth-context";
import { signInProblem } from "../auth/messages";
import { nextPath } from "../auth/next-path";
import { FormAlert } from "../components/Form/FormAlert";
import { EmailField, TextField } from "../components/Form/TextField";
import { CheckboxRow, FormCard, FormFooter, SubmitButton } from "../components/Form/styles";
import { Seo } from "../components/Seo";
import { EmailLinkForm } from "./login/EmailLinkForm";
import { offlineProblem } from "../offline/connection";

interface Problems {
  email?: string | null;
  password?: string | null;
}

export default function LoginPage() {
  const { signIn, prepare } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const [loading, setLoading] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    const found: Problems = {
      email: email.trim() === "" ? "Please enter your email address." : null,
      password: password === "" ? "Please enter your password." : null,
    };
    setProblems(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    const offline = offlineProblem();
    if (offline) return setFailure(offline);

    setLoading(true);
    const { error } = await signIn({ email: email.trim(), password, remember });
    setLoading(false);
    if (error && offlineProblem()) {
      // The connection dropped mid-request: nothing was wrong with what was typed.
      return setFailure(offlineProblem());
    }
    if (error) {
      // Keep the email; the password is the likely culprit, so it starts over.
      setFailure(signInProblem(error));
      setPassword("");
      passwordRef.current?.focus();
      return;
    }
    navigate(nextPath(search));
  }

  return (
    <FormCard aria-labelledby="login-heading">
      <Seo title="Sign In" description="Sign in to your Little Space Station account." path="/login" />
      <h1 id="login-heading">Welcome Back!</h1>
      <p>Sign in with your email and password.</p>
      <form noValidate onSubmit={onSubmit} onFocus={() => void prepare()} aria-busy={loading}>
        <EmailField
          ref={emailRef}
          autoComplete="username email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          problem={problems.email}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          problem={problems.password}
        />
        <CheckboxRow>
          <label>
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </CheckboxRow>
        <FormAlert tone="error">{failure}</FormAlert>
        <SubmitButton type="submit" disabled={loading}>
          {loading ? "Signing In..." : "Sign In"}
        </SubmitButton>
      </form>
      <EmailLinkForm email={email} />
      <FormFooter>
        New here? <Link to="/signup">Sign Up</Link>
      </FormFooter>
    </FormCard>
  );
}
