import { useEffect, useState, type FormEvent } from "react";
import type { User } from "@supabase/supabase-js";
import { displayName } from "../client/display-name";
import { INVALID_NICKNAME, isValidNickname } from "../../../common/validation";
import { FormAlert } from "../forms/FormAlert";
import { NicknameField } from "../forms/TextField";
import { useFormSubmit } from "../forms/use-form-submit";
import { toast } from "../../toast/toast-store";
import { myProfile, saveProfile } from "./actions";
import type { ExportedProfile } from "./export-data";
import { ACCOUNT_TOASTS, accountProblem } from "./messages";
import { Panel, PrimaryButton } from "../forms/panel-styles";

/** Who the member is to others (the nickname, with sign-up's rule) and to us (the email, read-only). */
export function NicknamePanel({ user }: { user: User }) {
  const [nickname, setNickname] = useState(() => displayName(user));
  const [profile, setProfile] = useState<ExportedProfile | null>(null);
  const form = useFormSubmit(["nickname"]);

  // The nickname others see is the database's: when it keeps a neutral one, the member chooses again.
  useEffect(() => {
    let live = true;
    void myProfile().then((p) => live && setProfile(p));
    return () => {
      live = false;
    };
  }, []);

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
      // The database's own words (a watched word, an email, a link) say what to change.
      failed: (error) => (error.status === 400 && error.message ? error.message : accountProblem(error)),
    });
    if (saved) {
      toast(ACCOUNT_TOASTS.nicknameSaved);
      setProfile((p) => (p ? { ...p, nickname: value, needs_nickname: false, nickname_reason: null } : p));
    }
  }

  return (
    <Panel aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <p>
        Signed in as <strong data-testid="account-email">{user.email}</strong>. Your email is only for signing in and
        account emails; it is never shown to anyone.
      </p>
      {profile?.needs_nickname ? (
        <FormAlert tone="info">
          <span data-testid="choose-nickname">
            Please choose a new nickname.{" "}
            {profile.nickname_reason
              ? `A moderator reset yours: ${profile.nickname_reason}`
              : "The one you signed up with can't be shown here."}{" "}
            Until you do, others see you as “{profile.nickname}”.
          </span>
        </FormAlert>
      ) : null}
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
