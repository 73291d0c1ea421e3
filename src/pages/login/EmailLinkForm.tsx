import styled from "@emotion/styled";
import { useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../../auth/auth-context";
import { EMAIL_WAIT_SECONDS, emailWaitSeconds } from "../../auth/email-wait";
import { commonProblem } from "../../auth/messages";
import { nextPath } from "../../auth/next-path";
import { useCountdown } from "../../auth/use-countdown";
import { emailProblem } from "../../../common/validation";
import { FormAlert } from "../../components/Form/FormAlert";
import { TextField } from "../../components/Form/TextField";
import { SubmitButton } from "../../components/Form/styles";
import { offlineProblem } from "../../offline/connection";

const Section = styled.section`
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid var(--border);
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
`;

const SecondaryButton = styled(SubmitButton)`
  background: var(--surface);
  color: var(--text);
  border: 2px solid var(--border);
`;

/**
 * Signing in without a password: a link (and a 6-digit code, for reading mail on another device)
 * mailed to the address typed in the sign-in form. It never creates an account, and the answer
 * is the same whether or not the address has one.
 */
export function EmailLinkForm({ email }: { email: string }) {
  const { requestSignInLink, signInWithCode } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [until, setUntil] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [code, setCode] = useState("");
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const left = useCountdown(until);

  async function sendLink() {
    if (loading || left > 0) return;
    setFailure(null);
    const address = email.trim();
    const found = emailProblem(address);
    if (found) return setFailure(`Type your email in the field above first. ${found}`);
    const offline = offlineProblem();
    if (offline) return setFailure(offline);
    setLoading(true);
    const { error } = await requestSignInLink(address);
    setLoading(false);
    const wait = error ? emailWaitSeconds(error) : EMAIL_WAIT_SECONDS;
    if (error && wait === null) return setFailure(commonProblem(error));
    setUntil(Date.now() + (wait ?? EMAIL_WAIT_SECONDS) * 1000);
    if (error) return setFailure(`We sent a link a moment ago. You can ask for another in ${wait} seconds.`);
    setSentTo(address);
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || !sentTo) return;
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) {
      setCodeProblem("The code is the 6 digits in the email.");
      return codeRef.current?.focus();
    }
    setCodeProblem(null);
    const offline = offlineProblem();
    if (offline) return setFailure(offline);
    setLoading(true);
    const { error } = await signInWithCode(sentTo, digits);
    setLoading(false);
    if (error) {
      setCodeProblem(
        error.status === 403
          ? "That code didn't work: it may be mistyped, used already or expired. Ask for a new link if it keeps failing."
          : commonProblem(error),
      );
      return codeRef.current?.focus();
    }
    navigate(nextPath(search));
  }

  return (
    <Section aria-labelledby="email-link-heading">
      <h2 id="email-link-heading">Sign in with a link instead</h2>
      <SecondaryButton type="button" onClick={() => void sendLink()} disabled={loading || left > 0}>
        {loading && !sentTo ? "Sending..." : "Email me a sign-in link"}
      </SecondaryButton>
      <FormAlert tone="info">
        {sentTo ? (
          <p>
            If an account exists for {sentTo}, a sign-in link and a 6-digit code are on their way. Open the link, or
            type the code below. Both work once, for a little while.
          </p>
        ) : null}
      </FormAlert>
      <FormAlert tone="error">{failure}</FormAlert>
      {left > 0 ? (
        <p>
          You can ask for another link in {left} second{left === 1 ? "" : "s"}.
        </p>
      ) : null}
      {sentTo ? (
        <form noValidate onSubmit={onCode} aria-busy={loading}>
          <TextField
            ref={codeRef}
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            problem={codeProblem}
          />
          <SubmitButton type="submit" disabled={loading}>
            {loading ? "Signing In..." : "Sign in with the code"}
          </SubmitButton>
        </form>
      ) : null}
    </Section>
  );
}
