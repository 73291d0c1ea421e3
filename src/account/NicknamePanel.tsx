import { useState, type FormEvent } from "react";
import type { User } from "@supabase/supabase-js";
import { displayName } from "../auth/display-name";
import { INVALID_NICKNAME, isValidNickname } from "../../common/validation";
import { FormAlert } from "../components/Form/FormAlert";
import { NicknameField } from "../components/Form/TextField";
import { useFormSubmit } from "../components/Form/use-form-submit";
import { toast } from "../toast/toast-store";
import { saveProfile } from "./actions";
import { ACCOUNT_TOASTS, accountProblem } from "./messages";
import { Panel, PrimaryButton } from "./styles";

/** Who the member is to others (the nickname, with sign-up's rule) and to us (the email, read-only). */
export function NicknamePanel({ user }: { user: User }) {
  const [nickname, setNickname] = useState(() => displayName(user));
  const form = useFormSubmit(["nickname"]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = nickname.trim();
    const saved = await form.submit({
      check: () => {
        if (isValidNickname(value)) return {};
        toast({ ...INVALID_NICKNAME, variant: "destructive" });
        return { nickname: INVALID_NICKNAME.description };
      },
      send: () => saveProfile({ nickname: value }),
      failed: accountProblem,
    });
    if (saved) toast(ACCOUNT_TOASTS.nicknameSaved);
  }

  return (
    <Panel aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <p>
        Signed in as <strong data-testid="account-email">{user.email}</strong>. Your email is only for signing in and
        account emails; it is never shown to anyone.
      </p>
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        <NicknameField {...form.field("nickname")} value={nickname} onChange={(e) => setNickname(e.target.value)} />
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
