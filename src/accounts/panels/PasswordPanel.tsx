import { newPasswordProblem } from "../../../common/validation";
import { toast } from "../../toast/toast-store";
import { AccountForm } from "../forms/kit/AccountForm";
import { Panel } from "../forms/kit/panel";
import { CurrentPasswordField, NewPasswordField } from "../forms/kit/TextField";
import { useAccountForm } from "../forms/kit/use-account-form";
import { ACCOUNT_TOASTS, passwordChangeProblem } from "../messages/account-page";
import { changePassword } from "./actions";

/** A new password, with the current one asked again; every other session ends. */
export function PasswordPanel({ email }: { email: string }) {
  const form = useAccountForm({
    fields: { current: "", next: "" },
    check: ({ current, next }) => ({
      current: current === "" ? "Please enter your current password." : null,
      next: newPasswordProblem(next),
    }),
    send: ({ current, next }) => changePassword(current, next),
    // Most often the current password was mistyped; nothing typed is cleared.
    failed: (error) => ({ message: passwordChangeProblem(error), focus: "current" }),
    done: () => {
      form.reset();
      toast(ACCOUNT_TOASTS.passwordChanged);
    },
  });

  return (
    <Panel aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p>Changing it signs you out on every other device.</p>
      <AccountForm form={form} look="panel" button={["Change Password", "Changing..."]}>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <CurrentPasswordField {...form.field("current")} label="Current password" name="current-password" />
        <NewPasswordField {...form.field("next")} label="New password" name="new-password" />
      </AccountForm>
    </Panel>
  );
}
