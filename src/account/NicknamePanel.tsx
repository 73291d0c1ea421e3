import { useRef, useState, type FormEvent } from "react";
import type { User } from "@supabase/supabase-js";
import { displayName } from "../auth/display-name";
import { INVALID_NICKNAME, NICKNAME_MAX, isValidNickname } from "../../common/validation";
import { FormAlert } from "../components/Form/FormAlert";
import { TextField } from "../components/Form/TextField";
import { toast } from "../toast/toast-store";
import { saveProfile } from "./actions";
import { ACCOUNT_TOASTS, accountProblem } from "./messages";
import { Panel, PrimaryButton } from "./styles";
import { useAccountForm } from "./use-account-form";

/** Who the member is to others (the nickname, with sign-up's rule) and to us (the email, read-only). */
export function NicknamePanel({ user }: { user: User }) {
  const [nickname, setNickname] = useState(() => displayName(user));
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useAccountForm(accountProblem);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = nickname.trim();
    if (!isValidNickname(value)) {
      toast({ ...INVALID_NICKNAME, variant: "destructive" });
      setProblem(INVALID_NICKNAME.description);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    if (await form.submit(() => saveProfile({ nickname: value }))) toast(ACCOUNT_TOASTS.nicknameSaved);
  }

  return (
    <Panel aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <p>
        Signed in as <strong data-testid="account-email">{user.email}</strong>. Your email is only for signing in and
        account emails; it is never shown to anyone.
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        <TextField
          ref={inputRef}
          label="Public Nickname"
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          required
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          problem={problem}
          hint="Everyone can see it. Letters, numbers and spaces, up to 50."
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <div>
          <PrimaryButton type="submit" disabled={form.busy}>
            {form.busy ? "Saving..." : "Save Nickname"}
          </PrimaryButton>
        </div>
      </form>
    </Panel>
  );
}
