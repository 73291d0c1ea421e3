import styled from "@emotion/styled";
import { MailCheck } from "lucide-react";
import { useRef, useState } from "react";
import { iconHeadingCss } from "../../components/icon-heading";
import { toast } from "../../toast/toast-store";
import { digitsOf, isSixDigits } from "../client/second-factor";
import { AccountForm } from "../forms/kit/AccountForm";
import { SecondaryButton } from "../forms/kit/buttons";
import { FormAlert } from "../forms/kit/FormAlert";
import { OneTimeCodeField } from "../forms/kit/TextField";
import { useAccountForm } from "../forms/kit/use-account-form";
import { useMailWait } from "../forms/kit/use-mail-wait";
import { EMAIL_CHANGE_TOASTS, emailChangeCodeProblem } from "../messages/email-change";
import { confirmEmailChangeCode, resendEmailChange } from "./email-change-actions";

const Notice = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border-radius: var(--radius-small);
  border: 2px solid var(--mint);
  background: #1f4a3e;
  color: #e6fff5;
  h3 {
    ${iconHeadingCss}
  }
  p {
    margin: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const Again = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
`;

const Codes = styled.details`
  summary {
    display: flex;
    align-items: center;
    min-height: 48px;
    color: var(--butter);
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  form {
    margin-top: 8px;
  }
`;

type Side = "current" | "new";

/**
 * A change of address waiting for its two confirmations: where the links went and what happens
 * next, the links sent again, or the codes from the emails typed in (for mail read on another
 * device). The change itself lands through the links' page or the codes; the panel then shows
 * the new address.
 */
export function PendingEmailChange({
  current,
  pending,
  sentAt,
}: {
  current: string;
  pending: string;
  sentAt?: string;
}) {
  const [confirmed, setConfirmed] = useState<Side[]>([]);
  const refused = useRef<Side>("current");
  const address = (side: Side) => (side === "current" ? current : pending);
  const waiting = (["current", "new"] as const).filter((side) => !confirmed.includes(side));
  const fieldOf = (side: Side) => (side === "current" ? "fromCurrent" : "fromNew");

  const wait = useMailWait(
    (seconds) => `We sent the links a moment ago. You can ask again in ${seconds} seconds.`,
    sentAt ? Date.parse(sentAt) : 0,
  );
  const resend = useAccountForm({
    fields: {},
    send: () => resendEmailChange(current),
    failed: wait.failed,
    done: () => {
      wait.sent();
      setConfirmed([]);
      toast(EMAIL_CHANGE_TOASTS.resent);
    },
    held: wait.left > 0,
  });

  const codes = useAccountForm({
    fields: { fromCurrent: "", fromNew: "" },
    check: (values) => {
      const typed = waiting.filter((side) => values[fieldOf(side)].trim() !== "");
      if (typed.length === 0) return { [fieldOf(waiting[0] ?? "current")]: "Type the code from either email." };
      return Object.fromEntries(
        typed.map((side) => [
          fieldOf(side),
          isSixDigits(values[fieldOf(side)]) ? null : "The code is the 6 digits in the email.",
        ]),
      );
    },
    send: async (values) => {
      for (const side of waiting) {
        const code = digitsOf(values[fieldOf(side)]);
        if (code === "") continue;
        refused.current = side;
        const { error, changed } = await confirmEmailChangeCode(address(side), code);
        if (error) return { error };
        // The last one moves the account: supabase-js keeps the new session and the panel follows.
        if (changed) toast(EMAIL_CHANGE_TOASTS.changed);
        else {
          setConfirmed((now) => [...now, side]);
          toast(EMAIL_CHANGE_TOASTS.halfway);
        }
      }
      return { error: null };
    },
    failed: (error) => ({
      message: emailChangeCodeProblem(error, address(refused.current)),
      focus: fieldOf(refused.current),
      empty: true,
    }),
  });

  const { alert: resendAlert } = resend;
  return (
    <Notice data-testid="pending-email-change">
      <h3>
        <MailCheck aria-hidden size={22} />
        Check both inboxes
      </h3>
      <p>
        You asked to change your address to <strong data-testid="pending-email">{pending}</strong>. We sent a link to{" "}
        <strong>{current}</strong> and another to <strong>{pending}</strong>.
      </p>
      <p>
        Open both links, in either order, on any device. Your address changes once both are confirmed; until then, you
        keep signing in with {current}. Each link works once, for a limited time.
      </p>
      {confirmed.length > 0 ? (
        <p>
          {confirmed.map(address).join(" and ")} confirmed. Now the link or code sent to{" "}
          {waiting.map(address).join(" and ")}.
        </p>
      ) : null}
      <Again>
        <SecondaryButton type="button" onClick={() => void resend.submit()} disabled={resend.busy || wait.left > 0}>
          {resend.busy ? "Sending..." : "Send the links again"}
        </SecondaryButton>
        {wait.left > 0 ? (
          <p>
            Nothing arrived? Look in your spam folder. You can ask again in {wait.left} second
            {wait.left === 1 ? "" : "s"}.
          </p>
        ) : null}
      </Again>
      <FormAlert tone="error" ref={resendAlert}>
        {resend.failure}
      </FormAlert>
      <Codes>
        <summary>Type the codes from the emails instead</summary>
        <AccountForm form={codes} look="panel" button={["Confirm with the codes", "Checking..."]}>
          {waiting.map((side) => (
            <OneTimeCodeField
              key={side}
              {...codes.field(fieldOf(side))}
              name={`code-${side}`}
              required={false}
              label={`Code from the email to ${address(side)}`}
            />
          ))}
        </AccountForm>
      </Codes>
    </Notice>
  );
}
