import styled from "@emotion/styled";
import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { emailProblem } from "../../../common/validation";
import { useAuth } from "../client/auth-context";
import { nextPath } from "../client/next-path";
import { commonProblem } from "../messages/failures";
import { AccountForm } from "./kit/AccountForm";
import { SecondaryButton } from "./kit/buttons";
import { FormAlert } from "./kit/FormAlert";
import { TextField } from "./kit/TextField";
import { useAccountForm } from "./kit/use-account-form";
import { useMailWait } from "./kit/use-mail-wait";

const Section = styled.section`
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid var(--border);
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
`;

/**
 * Signing in without a password: a link (and a 6-digit code, for reading mail on another device)
 * mailed to the address typed in the sign-in form. It never creates an account, and the answer
 * is the same whether or not the address has one.
 */
export function EmailLinkForm({ email, onSecondStep }: { email: string; onSecondStep: () => void }) {
  const { requestSignInLink, signInWithCode } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Set when the code signed in a member with two-step sign-in on: the app's code comes next.
  const waiting = useRef(false);
  const wait = useMailWait((seconds) => `We sent a link a moment ago. You can ask for another in ${seconds} seconds.`);
  const link = useAccountForm({
    fields: {},
    send: () => requestSignInLink(email.trim()),
    failed: wait.failed,
    done: () => {
      wait.sent();
      setSentTo(email.trim());
    },
    held: wait.left > 0,
  });
  const codeForm = useAccountForm({
    fields: { code: "" },
    check: ({ code }) => ({ code: /^\d{6}$/.test(digitsOf(code)) ? null : "The code is the 6 digits in the email." }),
    send: async ({ code }) => {
      const result = await signInWithCode(sentTo ?? "", digitsOf(code));
      waiting.current = result.secondStep === true;
      return result;
    },
    failed: (error) =>
      error.status === 403
        ? "That code didn't work: it may be mistyped, used already or expired. Ask for a new link if it keeps failing."
        : commonProblem(error),
    done: () => (waiting.current ? onSecondStep() : navigate(nextPath(search))),
  });
  const { alert: alertRef } = link;
  const busy = link.busy || codeForm.busy;

  function sendLink() {
    // The address is the sign-in form's field, above: this part only says what is wrong with it.
    const found = emailProblem(email.trim());
    if (found) return link.fail(`Type your email in the field above first. ${found}`);
    void link.submit();
  }

  return (
    <Section aria-labelledby="email-link-heading">
      <h2 id="email-link-heading">Sign in with a link instead</h2>
      <SecondaryButton data-wide type="button" onClick={sendLink} disabled={busy || wait.left > 0}>
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
      <FormAlert tone="error" ref={alertRef}>
        {link.failure}
      </FormAlert>
      {wait.left > 0 ? (
        <p>
          You can ask for another link in {wait.left} second{wait.left === 1 ? "" : "s"}.
        </p>
      ) : null}
      {sentTo ? (
        <AccountForm form={codeForm} button={["Sign in with the code", "Signing In..."]} held={busy}>
          <TextField
            {...codeForm.field("code")}
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
        </AccountForm>
      ) : null}
    </Section>
  );
}

const digitsOf = (code: string) => code.replace(/\s/g, "");
