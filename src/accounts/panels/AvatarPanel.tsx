import styled from "@emotion/styled";
import type { User } from "@supabase/supabase-js";
import { Check } from "lucide-react";
import type { FormEvent } from "react";
import { AVATARS, avatarPath } from "../../../common/avatars";
import { toast } from "../../toast/toast-store";
import { avatarUrl } from "../client/display-name";
import { AccountForm } from "../forms/kit/AccountForm";
import { Panel } from "../forms/kit/panel";
import { useAccountForm } from "../forms/kit/use-account-form";
import { ACCOUNT_TOASTS, accountProblem } from "../messages/account-page";
import { saveProfile } from "./actions";

const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 10px;
    padding: 0;
    font-weight: 800;
  }
`;

// A native radio group: arrows move the choice, Tab leaves it, and screen readers say "3 of 12".
const Choice = styled.label`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 6px;
  padding: 8px 4px;
  border: 2px solid transparent;
  border-radius: var(--radius-small);
  cursor: pointer;
  font-size: 0.9rem;
  font-weight: 700;
  text-align: center;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
  }
  .tick {
    position: absolute;
    top: 4px;
    right: 8px;
    display: none;
    padding: 2px;
    border-radius: 50%;
    background: var(--pink);
    color: #231a4d;
  }
  &:hover {
    background: rgb(255 255 255 / 0.06);
  }
  &:has(input:checked) {
    border-color: var(--pink);
    background: rgb(255 255 255 / 0.08);
    .tick {
      display: block;
    }
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

/** The member's picture: one of the site's own avatars (nothing is uploaded). */
export function AvatarPanel({ user }: { user: User }) {
  const current = avatarUrl(user);
  const form = useAccountForm({
    fields: { avatar: current ?? "" },
    send: ({ avatar }) => saveProfile({ avatar_url: avatar }),
    failed: accountProblem,
    done: () => toast(ACCOUNT_TOASTS.avatarSaved),
  });
  const chosen = form.values.avatar;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return form.fail("Choose a picture first.");
    void form.submit();
  }

  return (
    <Panel aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">Avatar</h2>
      <p>Pick the picture beside your nickname. They're drawn for this site; nothing is uploaded.</p>
      <AccountForm form={form} look="panel" button={["Save Avatar", "Saving..."]} onSubmit={onSubmit}>
        <Choices>
          <legend>Choose your avatar</legend>
          {AVATARS.map((avatar) => {
            const path = avatarPath(avatar.id);
            return (
              <Choice key={avatar.id}>
                <input
                  type="radio"
                  name="avatar"
                  value={path}
                  checked={chosen === path}
                  onChange={() => form.set("avatar", path)}
                />
                <img src={path} alt="" width={64} height={64} loading="lazy" decoding="async" />
                <span className="tick" aria-hidden>
                  <Check size={16} />
                </span>
                {avatar.label}
                {current === path ? <span> (current)</span> : null}
              </Choice>
            );
          })}
        </Choices>
      </AccountForm>
    </Panel>
  );
}
