import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../client/auth-context";
import { commonProblem } from "../messages";
import { nextPath } from "../client/next-path";
import { emailProblem } from "../../../common/validation";
import { FormAlert } from "./FormAlert";
import { TextField } from "./TextField";
import { SubmitButton } from "./styles";
import { useFormSubmit } from "./use-form-submit";
import { useMailRequest } from "./use-mail-request";

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
  const [code, setCode] = useState("");
  const link = useMailRequest([], (wait) => `We sent a link a moment ago. You can ask for another in ${wait} seconds.`);
  const codeForm = useFormSubmit(["code"]);
  const busy = link.busy || codeForm.busy;

  async function sendLink() {
    const address = email.trim();
    // The address is the sign-in form's field, above: this part only says what is wrong with it.
    const found = emailProblem(address);
    if (found) return link.setFailure(`Type your email in the field above first. ${found}`);
    if (await link.request({ send: () => requestSignInLink(address) })) setSentTo(address);
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sentTo) return;
    const digits = code.replace(/\s/g, "");
    const signedIn = await codeForm.submit({
      check: () => ({ code: /^\d{6}$/.test(digits) ? null : "The code is the 6 digits in the email." }),
      send: () => signInWithCode(sentTo, digits),
      failed: (error) =>
        error.status === 403
          ? "That code didn't work: it may be mistyped, used already or expired. Ask for a new link if it keeps failing."
          : commonProblem(error),
    });
    if (signedIn) navigate(nextPath(search));
  }

  return (
    <Section aria-labelledby="email-link-heading">
      <h2 id="email-link-heading">Sign in with a link instead</h2>
      <SecondaryButton type="button" onClick={() => void sendLink()} disabled={busy || link.left > 0}>
        {link.busy ? "Sending..." : "Email me a sign-in link"}
      </SecondaryButton>
      <FormAlert tone="info">
        {sentTo ? (
          <p>
            If an account exists for {sentTo}, a sign-in link and a 6-digit code are on their way. Open the link, or
            type the code below. Both work once, for a little while.
          </p>
        ) : null}
      </FormAlert>
      <FormAlert tone="error">{link.failure}</FormAlert>
      {link.left > 0 ? (
        <p>
          You can ask for another link in {link.left} second{link.left === 1 ? "" : "s"}.
        </p>
      ) : null}
      {sentTo ? (
        <form noValidate onSubmit={onCode} aria-busy={codeForm.busy}>
          <TextField
            {...codeForm.field("code")}
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormAlert tone="error">{codeForm.failure}</FormAlert>
          <SubmitButton type="submit" disabled={busy}>
            {codeForm.busy ? "Signing In..." : "Sign in with the code"}
          </SubmitButton>
        </form>
      ) : null}
    </Section>
  );
}
