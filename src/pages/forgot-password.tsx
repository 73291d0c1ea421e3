import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth/auth-context";
import { isRateLimited } from "../auth/messages";
import { emailProblem } from "../../common/validation";
import { FormAlert } from "../components/Form/FormAlert";
import { EmailField } from "../components/Form/TextField";
import { FormCard, FormFooter, SubmitButton } from "../components/Form/styles";
import { Seo } from "../components/Seo";
import { offlineProblem } from "../offline/connection";

/**
 * Asks for the email and always gives the same answer, so the page cannot be used to find out
 * who has an account. Only a rate limit is reported, because waiting is then the one thing to do.
 */
export default function ForgotPasswordPage() {
  const { requestPasswordReset, prepare } = useAuth();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    setSentTo(null);
    const found = emailProblem(email);
    setProblem(found);
    if (found) return emailRef.current?.focus();
    const offline = offlineProblem();
    if (offline) return setFailure(offline);
    setLoading(true);
    const address = email.trim();
    const { error } = await requestPasswordReset(address);
    setLoading(false);
    if (error && isRateLimited(error)) {
      setFailure("We've sent a few of these already. Please wait a minute, then try again.");
      return;
    }
    setSentTo(address);
  }

  return (
    <FormCard aria-labelledby="forgot-heading">
      <Seo
        title="Forgot Password"
        description="Get a link to choose a new password for your Little Space Station account."
        path="/forgot-password"
      />
      <h1 id="forgot-heading">Forgot Your Password?</h1>
      <p>It happens to everyone. Tell us your email and we&apos;ll send you a link to choose a new one.</p>
      <form noValidate onSubmit={onSubmit} onFocus={() => void prepare()} aria-busy={loading}>
        <EmailField ref={emailRef} value={email} onChange={(e) => setEmail(e.target.value)} problem={problem} />
        <FormAlert tone="info">
          {sentTo ? (
            <p>
              If an account exists for {sentTo}, a link to reset your password is on its way. It works once, for a
              little while. Check your spam folder if it doesn&apos;t show up.
            </p>
          ) : null}
        </FormAlert>
        <FormAlert tone="error">{failure}</FormAlert>
        <SubmitButton type="submit" disabled={loading}>
          {loading ? "Sending Link..." : "Send Reset Link"}
        </SubmitButton>
      </form>
      <FormFooter>
        Remembered it? <Link to="/login">Sign In</Link>
      </FormFooter>
    </FormCard>
  );
}
