import styled from "@emotion/styled";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { useAuth } from "../client/auth-context";
import { recallSignUpEmail, rememberSignUpEmail, signUpEmailSnapshot } from "../client/email-wait";
import { emailProblem } from "../../../common/validation";
import { FormAlert } from "./FormAlert";
import { EmailField } from "./TextField";
import { SubmitButton } from "./styles";
import { useMailRequest } from "./use-mail-request";

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
 * What happened goes to `onSent`: the page says it in its one status line.
 */
export function ResendConfirmation({ onSent }: { onSent: (message: string) => void }) {
  const { resendConfirmation, prepare } = useAuth();
  // Read after hydration (the page is prerendered without it): null on the server.
  const saved = recallSignUpEmail(useSyncExternalStore(noSubscription, signUpEmailSnapshot, () => null));
  const [typed, setEmail] = useState("");
  const email = saved?.email ?? typed;
  const form = useMailRequest(
    ["email"],
    (wait) => `We sent a link to this address a moment ago. You can ask for another in ${wait} seconds.`,
    saved?.sentAt,
  );
  const { left } = form;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const sent = await form.request({
      check: () => ({ email: emailProblem(email) }),
      send: () => resendConfirmation(address),
    });
    if (!sent) return;
    rememberSignUpEmail(address);
    onSent(
      `If ${address} is waiting to be confirmed, a new link is on its way; the earlier one no longer works. Check your spam folder too.`,
    );
  }

  return (
    <Box
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void prepare()}
      aria-busy={form.busy}
      aria-label="Send the link again"
    >
      {saved ? (
        <p>
          No email? We can send the link to <strong>{email}</strong> again.
        </p>
      ) : (
        <EmailField {...form.field("email")} value={email} onChange={(e) => setEmail(e.target.value)} />
      )}
      <FormAlert tone="error">{form.failure}</FormAlert>
      <SubmitButton type="submit" disabled={form.busy || left > 0} aria-describedby="resend-wait">
        {form.busy ? "Sending..." : "Send the link again"}
      </SubmitButton>
      <p id="resend-wait">
        {left > 0 ? `You can ask for another link in ${left} second${left === 1 ? "" : "s"}.` : ""}
      </p>
    </Box>
  );
}
