import { useRef, useState, type FormEvent } from "react";
import { rememberSignUpEmail } from "../auth/email-wait";
import { Link, useNavigate } from "react-router";
import { useAuth } from "../auth/auth-context";
import { TOASTS, serviceMessage, signUpProblem } from "../auth/messages";
import {
  INVALID_NICKNAME,
  NICKNAME_MAX,
  emailProblem,
  isValidNickname,
  newPasswordProblem,
} from "../../common/validation";
import { FormAlert } from "../components/Form/FormAlert";
import { EmailField, TextField } from "../components/Form/TextField";
import { FormCard, FormFooter, SubmitButton } from "../components/Form/styles";
import { Seo } from "../components/Seo";
import { offlineProblem } from "../offline/connection";
import { toast } from "../toast/toast-store";

interface Problems {
  nickname?: string | null;
  email?: string | null;
  password?: string | null;
}

export default function SignupPage() {
  const { signUp, prepare } = useAuth();
  const navigate = useNavigate();
  const [nickname, setNickname] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [loading, setLoading] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    // The nickname rule comes first and stops everything else (spec.md section 5).
    if (!isValidNickname(nickname)) {
      toast({ ...INVALID_NICKNAME, variant: "destructive" });
      setProblems({ nickname: INVALID_NICKNAME.description });
      nicknameRef.current?.focus();
      return;
    }
    const found: Problems = { email: emailProblem(email), password: newPasswordProblem(password) };
    setProblems(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    const offline = offlineProblem();
    if (offline) return setFailure(offline);

    setLoading(true);
    const { error } = await signUp({ email: email.trim(), password, nickname });
    setLoading(false);
    if (error) {
      toast({ title: TOASTS.signUpScreenError, description: serviceMessage(error), variant: "destructive" });
      setFailure(signUpProblem(error));
      return;
    }
    rememberSignUpEmail(email.trim());
    navigate("/confirmation");
  }

  return (
    <FormCard aria-labelledby="signup-heading">
      <Seo
        title="Sign Up"
        description="Create a free Little Space Station account with a public nickname, email and password."
        path="/signup"
      />
      <h1 id="signup-heading">Create Your Account</h1>
      <p>Join the community with a nickname, your email and a password.</p>
      <form noValidate onSubmit={onSubmit} onFocus={() => void prepare()} aria-busy={loading}>
        <TextField
          ref={nicknameRef}
          label="Public Nickname"
          name="nickname"
          autoComplete="nickname"
          placeholder="✨ Sparkle Bunny ✨"
          maxLength={NICKNAME_MAX}
          required
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          problem={problems.nickname}
          hint="Everyone can see it. Letters, numbers and spaces, up to 50."
        />
        <EmailField
          ref={emailRef}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          problem={problems.email}
          hint="Only for signing in and account emails. Never shown to anyone."
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={6}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          problem={problems.password}
          hint="At least 6 characters."
        />
        <FormAlert tone="error">{failure}</FormAlert>
        <SubmitButton type="submit" disabled={loading}>
          {loading ? "Creating Account..." : "Sign Up"}
        </SubmitButton>
      </form>
      <FormFooter>
        Already have an account? <Link to="/login">Sign In</Link>
      </FormFooter>
    </FormCard>
  );
}
