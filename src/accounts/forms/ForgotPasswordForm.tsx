import { useState } from "react";
import { Link } from "react-router";
import { emailProblem } from "../../../common/validation";
import { useAuth } from "../client/auth-context";
import { isRateLimited } from "../messages/failures";
import { AccountForm } from "./kit/AccountForm";
import { FormFooter } from "./kit/frames";
import { EmailField } from "./kit/TextField";
import { useAccountForm } from "./kit/use-account-form";

/**
 * Asks for the email and always gives the same answer, so the page cannot be used to find out
 * who has an account. Only a rate limit is reported, because waiting is then the one thing to do.
 */
export function ForgotPasswordForm() {
  const { requestPasswordReset, prepare } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({
    fields: { email: "" },
    check: ({ email }) => {
      setSentTo(null);
      return { email: emailProblem(email) };
    },
    send: ({ email }) => requestPasswordReset(email.trim()),
    failed: (error) =>
      isRateLimited(error) ? "We've sent a few of these already. Please wait a minute, then try again." : null,
    done: ({ email }) => setSentTo(email.trim()),
  });

  return (
    <>
      <h1 id="forgot-heading">Forgot Your Password?</h1>
      <p>It happens to everyone. Tell us your email and we&apos;ll send you a link to choose a new one.</p>
      <AccountForm
        form={form}
        button={["Send Reset Link", "Sending Link..."]}
        onFocus={() => void prepare()}
        info={
          sentTo ? (
            <p>
              If an account exists for {sentTo}, a link to reset your password is on its way. It works once, for a
              little while. Check your spam folder if it doesn&apos;t show up.
            </p>
          ) : null
        }
      >
        <EmailField {...form.field("email")} />
      </AccountForm>
      <FormFooter>
        Remembered it? <Link to="/login">Sign In</Link>
      </FormFooter>
    </>
  );
}
