import styled from "@emotion/styled";
import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useAuth } from "../../auth/auth-context";
import {
  EMAIL_WAIT_SECONDS,
  emailWaitSeconds,
  recallSignUpEmail,
  rememberSignUpEmail,
  signUpEmailSnapshot,
} from "../../auth/email-wait";
import { commonProblem } from "../../auth/messages";
import { useCountdown } from "../../auth/use-countdown";
import { emailProblem } from "../../../common/validation";
import { FormAlert } from "../../components/Form/FormAlert";
import { EmailField } from "../../components/Form/TextField";
import { SubmitButton } from "../../components/Form/styles";
import { offlineProblem } from "../../offline/connection";

const Box = styled.form`
  margin: 20px auto 0;
  max-width: 420px;
  text-align: left;
`;

const noSubscription = () => () => {};

/**
 * "Send the link again" on the confirmation screen: the address from sign-up (kept for this tab)
 * or typed here, a countdown until the service allows another mail, and what happened in words.
 * The answer is the same for any address, so it says "if" rather than confirming an account.
 */
export function ResendConfirmation() {
  const { resendConfirmation, prepare } = useAuth();
  // Read after hydration (the page is prerendered without it): null on the server.
  const saved = recallSignUpEmail(useSyncExternalStore(noSubscription, signUpEmailSnapshot, () => null));
  const [typed, setEmail] = useState("");
  const email = saved?.email ?? typed;
  const known = saved !== null;
  const [sentUntil, setUntil] = useState(0);
  const until = Math.max(sentUntil, saved ? saved.sentAt + EMAIL_WAIT_SECONDS * 1000 : 0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const left = useCountdown(until);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || left > 0) return;
    setFailure(null);
    setSentTo(null);
    const found = emailProblem(email);
    setProblem(found);
    if (found) return emailRef.current?.focus();
    const offline = offlineProblem();
    if (offline) return setFailure(offline);
    setLoading(true);
    const address = email.trim();
    const { error } = await resendConfirmation(address);
    setLoading(false);
    const wait = error ? emailWaitSeconds(error) : EMAIL_WAIT_SECONDS;
    if (error && wait === null) return setFailure(commonProblem(error));
    setUntil(Date.now() + (wait ?? EMAIL_WAIT_SECONDS) * 1000);
    if (error) {
      setFailure(`We sent a link to this address a moment ago. You can ask for another in ${wait} seconds.`);
      return;
    }
    rememberSignUpEmail(address);
    setSentTo(address);
  }

  return (
    <Box
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void prepare()}
      aria-busy={loading}
      aria-label="Send the link again"
    >
      {known ? (
        <p>
          No email? We can send the link to <strong>{email}</strong> again.
        </p>
      ) : (
        <EmailField ref={emailRef} value={email} onChange={(e) => setEmail(e.target.value)} problem={problem} />
      )}
      <FormAlert tone="info">
        {sentTo ? (
          <p>
            If {sentTo} is waiting to be confirmed, a new link is on its way; the earlier one no longer works. Check
            your spam folder too.
          </p>
        ) : null}
      </FormAlert>
      <FormAlert tone="error">{failure}</FormAlert>
      <SubmitButton type="submit" disabled={loading || left > 0} aria-describedby="resend-wait">
        {loading ? "Sending..." : "Send the link again"}
      </SubmitButton>
      <p id="resend-wait">
        {left > 0 ? `You can ask for another link in ${left} second${left === 1 ? "" : "s"}.` : ""}
      </p>
    </Box>
  );
}
