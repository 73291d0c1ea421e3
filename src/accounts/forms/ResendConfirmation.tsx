import styled from "@emotion/styled";
import { useSyncExternalStore } from "react";
import { emailProblem } from "../../../common/validation";
import { useAuth } from "../client/auth-context";
import { recallSignUpEmail, rememberSignUpEmail, signUpEmailSnapshot } from "../client/email-wait";
import { AccountForm } from "./kit/AccountForm";
import { EmailField } from "./kit/TextField";
import { useAccountForm } from "./kit/use-account-form";
import { useMailWait } from "./kit/use-mail-wait";

const Box = styled.div`
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
  const wait = useMailWait(
    (seconds) => `We sent a link to this address a moment ago. You can ask for another in ${seconds} seconds.`,
    saved?.sentAt,
  );
  const addressOf = (typed: string) => (saved?.email ?? typed).trim();
  const form = useAccountForm({
    fields: { email: "" },
    check: ({ email }) => ({ email: emailProblem(saved?.email ?? email) }),
    send: ({ email }) => resendConfirmation(addressOf(email)),
    failed: wait.failed,
    done: ({ email }) => {
      wait.sent();
      const address = addressOf(email);
      rememberSignUpEmail(address);
      onSent(
        `If ${address} is waiting to be confirmed, a new link is on its way; the earlier one no longer works. Check your spam folder too.`,
      );
    },
    held: wait.left > 0,
  });
  const { left } = wait;

  return (
    <Box>
      <AccountForm
        form={form}
        button={["Send the link again", "Sending..."]}
        held={left > 0}
        buttonDescribedBy="resend-wait"
        onFocus={() => void prepare()}
        aria-label="Send the link again"
        after={
          <p id="resend-wait">
            {left > 0 ? `You can ask for another link in ${left} second${left === 1 ? "" : "s"}.` : ""}
          </p>
        }
      >
        {saved ? (
          <p>
            No email? We can send the link to <strong>{saved.email}</strong> again.
          </p>
        ) : (
          <EmailField {...form.field("email")} />
        )}
      </AccountForm>
    </Box>
  );
}
