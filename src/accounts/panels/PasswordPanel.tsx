import { useState, type FormEvent } from "react";
import { newPasswordProblem } from "../../../common/validation";
import { FormAlert } from "../forms/FormAlert";
import { CurrentPasswordField, NewPasswordField } from "../forms/TextField";
import { useFormSubmit } from "../forms/use-form-submit";
import { toast } from "../../toast/toast-store";
import { changePassword } from "./actions";
import { ACCOUNT_TOASTS, passwordChangeProblem } from "./messages";
import { Panel, PrimaryButton } from "../forms/panel-styles";

/** A new password, with the current one asked again; every other session ends. */
export function PasswordPanel({ email }: { email: string }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const form = useFormSubmit(["current", "next"]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changed = await form.submit({
      check: () => ({
        current: current === "" ? "Please enter your current password." : null,
        next: newPasswordProblem(next),
      }),
      send: () => changePassword(current, next),
      failed: (error) => {
        // Most often the current password was mistyped; nothing typed is cleared.
        form.focus("current");
        return passwordChangeProblem(error);
      },
    });
    if (changed) {
      setCurrent("");
      setNext("");
      toast(ACCOUNT_TOASTS.passwordChanged);
    }
  }

  return (
    <Panel aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p>Changing it signs you out on every other device.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <CurrentPasswordField
          {...form.field("current")}
          label="Current password"
          name="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordField
          {...form.field("next")}
          label="New password"
          name="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <div>
          <PrimaryButton type="submit" disabled={form.busy}>
            {form.busy ? "Changing..." : "Change Password"}
          </PrimaryButton>
        </div>
      </form>
    </Panel>
  );
}
