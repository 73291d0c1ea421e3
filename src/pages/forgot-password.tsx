import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { isRateLimited } from "../accounts/messages";
import { emailProblem } from "../../common/validation";
import { FormAlert } from "../accounts/forms/FormAlert";
import { EmailField } from "../accounts/forms/TextField";
import { FormCard, FormFooter, SubmitButton } from "../accounts/forms/styles";
import { useFormSubmit } from "../accounts/forms/use-form-submit";
import { Seo } from "../components/Seo";

/**
 * Asks for the email and always gives the same answer, so the page cannot be used to find out
 * who has an account. Only a rate limit is reported, because waiting is then the one thing to do.
 */
export default function ForgotPasswordPage() {
  const { requestPasswordReset, prepare } = useAuth();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormSubmit(["email"]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentTo(null);
    const address = email.trim();
    const sent = await form.submit({
      check: () => ({ email: emailProblem(email) }),
      send: () => requestPasswordReset(address),
      failed: (error) =>
        isRateLimited(error) ? "We've sent a few of these already. Please wait a minute, then try again." : null,
    });
    if (sent) setSentTo(address);
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
      <form noValidate onSubmit={onSubmit} onFocus={() => void prepare()} aria-busy={form.busy}>
        <EmailField {...form.field("email")} value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormAlert tone="info">
          {sentTo ? (
            <p>
              If an account exists for {sentTo}, a link to reset your password is on its way. It works once, for a
              little while. Check your spam folder if it doesn&apos;t show up.
            </p>
          ) : null}
        </FormAlert>
        <FormAlert tone="error">{form.failure}</FormAlert>
        <SubmitButton type="submit" disabled={form.busy}>
          {form.busy ? "Sending Link..." : "Send Reset Link"}
        </SubmitButton>
      </form>
      <FormFooter>
        Remembered it? <Link to="/login">Sign In</Link>
      </FormFooter>
    </FormCard>
  );
}
