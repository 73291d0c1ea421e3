import { useRef, useState, type FormEvent } from "react";
import { newPasswordProblem } from "../../common/validation";
import { FormAlert } from "../components/Form/FormAlert";
import { TextField } from "../components/Form/TextField";
import { toast } from "../toast/toast-store";
import { changePassword } from "./actions";
import { ACCOUNT_TOASTS, passwordChangeProblem } from "./messages";
import { Panel, PrimaryButton } from "./styles";
import { useAccountForm } from "./use-account-form";

interface Problems {
  current?: string | null;
  next?: string | null;
}

/** A new password, with the current one asked again; every other session ends. */
export function PasswordPanel({ email }: { email: string }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const form = useAccountForm(passwordChangeProblem);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems = {
      current: current === "" ? "Please enter your current password." : null,
      next: newPasswordProblem(next),
    };
    setProblems(found);
    if (found.current) return currentRef.current?.focus();
    if (found.next) return nextRef.current?.focus();
    if (await form.submit(() => changePassword(current, next))) {
      setCurrent("");
      setNext("");
      toast(ACCOUNT_TOASTS.passwordChanged);
    } else {
      // Most often the current password was mistyped; nothing typed is cleared.
      currentRef.current?.focus();
    }
  }

  return (
    <Panel aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p>Changing it signs you out on every other device.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          ref={currentRef}
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          problem={problems.current}
        />
        <TextField
          ref={nextRef}
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          minLength={6}
          required
          value={next}
          onChange={(e) => setNext(e.target.value)}
          problem={problems.next}
          hint="At least 6 characters."
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
