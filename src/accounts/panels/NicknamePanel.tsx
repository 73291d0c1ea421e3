import type { User } from "@supabase/supabase-js";
import { useEffect, useState } from "react";
import { toast } from "../../toast/toast-store";
import { displayName } from "../client/display-name";
import { AccountForm } from "../forms/kit/AccountForm";
import { FormAlert } from "../forms/kit/FormAlert";
import { Panel } from "../forms/kit/panel";
import { NicknameField, nicknameRuleProblem } from "../forms/kit/TextField";
import { useAccountForm } from "../forms/kit/use-account-form";
import { ACCOUNT_TOASTS, accountProblem } from "../messages/account-page";
import { myProfile, saveProfile } from "./actions";
import type { ExportedProfile } from "./export-data";

/** Who the member is to others: the nickname, with sign-up's rule (the email has its own panel). */
export function NicknamePanel({ user }: { user: User }) {
  const [profile, setProfile] = useState<ExportedProfile | null>(null);
  const form = useAccountForm({
    fields: { nickname: displayName(user) },
    check: ({ nickname }) => ({ nickname: nicknameRuleProblem(nickname.trim()) }),
    send: ({ nickname }) => saveProfile({ nickname: nickname.trim() }),
    // The database's own words (a watched word, an email, a link) say what to change.
    failed: (error) => (error.status === 400 && error.message ? error.message : accountProblem(error)),
    done: ({ nickname }) => {
      toast(ACCOUNT_TOASTS.nicknameSaved);
      const value = nickname.trim();
      setProfile((p) => (p ? { ...p, nickname: value, needs_nickname: false, nickname_reason: null } : p));
    },
  });

  // The nickname others see is the database's: when it keeps a neutral one, the member chooses again.
  useEffect(() => {
    let live = true;
    void myProfile().then((p) => live && setProfile(p));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Panel aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <p>Your nickname is how others on the site know you.</p>
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
      <AccountForm form={form} look="panel" button={["Save Nickname", "Saving..."]}>
        <NicknameField {...form.field("nickname")} />
      </AccountForm>
    </Panel>
  );
}
