import { useState } from "react";
import { newPasswordProblem } from "../../../common/validation";
import { toast } from "../../toast/toast-store";
import { AccountForm } from "../forms/kit/AccountForm";
import { TextButton } from "../forms/kit/buttons";
import { Panel } from "../forms/kit/panel";
import { CurrentPasswordField, NewPasswordField, OneTimeCodeField } from "../forms/kit/TextField";
import { useAccountForm } from "../forms/kit/use-account-form";
import { ACCOUNT_TOASTS, accountProblem, passwordChangeProblem } from "../messages/account-page";
import { changePassword, changePasswordWithCode, sendReauthenticationCode } from "./actions";

/** GoTrue's answer when the project wants an emailed code (its "secure password change") for this session. */
const needsCode = (code: string | undefined) => code === "reauthentication_needed";

/**
 * A new password, with the current one asked again, or a code emailed to the member in its place
 * (when they don't know it, or when the service asks for one); every other session ends.
 */
export function PasswordPanel({ email }: { email: string }) {
  // Set once a code was mailed: the code field then stands in for the current password.
  const [codeSent, setCodeSent] = useState<null | "asked" | "required">(null);
  const form = useAccountForm({
    fields: { current: "", code: "", next: "" },
    check: ({ current, code, next }) => ({
      current: !codeSent && current === "" ? "Please enter your current password." : null,
      code: codeSent && !/^\d{6}$/.test(code.replace(/\s/g, "")) ? "Type the 6 digits from the email." : null,
      next: newPasswordProblem(next),
    }),
    send: async ({ current, code, next }) => {
      if (codeSent) return changePasswordWithCode(code, next);
      const result = await changePassword(current, next);
      if (!needsCode(result.error?.code)) return result;
      // The service wants the emailed code: send it, and say so instead of failing.
      const sent = await sendReauthenticationCode();
      if (!sent.error) setCodeSent("required");
      return sent.error ? sent : result;
    },
    failed: (error) =>
      needsCode(error.code)
        ? {
            message: "For your safety we emailed you a 6-digit code. Type it above to change your password.",
            focus: "code",
          }
        : { message: passwordChangeProblem(error), focus: codeSent ? "code" : "current" },
    done: () => {
      form.reset();
      setCodeSent(null);
      toast(ACCOUNT_TOASTS.passwordChanged);
    },
  });

  async function askForCode() {
    await form.submit({
      check: () => ({}),
      send: sendReauthenticationCode,
      failed: accountProblem,
      done: () => {
        setCodeSent("asked");
        toast(ACCOUNT_TOASTS.codeSent);
        requestAnimationFrame(() => form.focus("code"));
      },
    });
  }

  return (
    <Panel aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p>Changing it signs you out on every other device.</p>
      <AccountForm
        form={form}
        look="panel"
        button={["Change Password", "Changing..."]}
        info={codeSent ? `We emailed a 6-digit code to ${email}. It works once, for 15 minutes.` : undefined}
      >
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {codeSent ? (
          <OneTimeCodeField {...form.field("code")} label="Code from the email" />
        ) : (
          <>
            <CurrentPasswordField {...form.field("current")} label="Current password" name="current-password" />
            <TextButton type="button" onClick={() => void askForCode()} disabled={form.busy}>
              Don&apos;t know it? Email me a code instead
            </TextButton>
          </>
        )}
        <NewPasswordField {...form.field("next")} label="New password" name="new-password" />
      </AccountForm>
    </Panel>
  );
}
