import styled from "@emotion/styled";
import type { User } from "@supabase/supabase-js";
import { Check } from "lucide-react";
import { useState, type FormEvent } from "react";
import { AVATARS, avatarPath } from "../../../common/avatars";
import { avatarUrl } from "../client/display-name";
import { FormAlert } from "../forms/FormAlert";
import { useFormSubmit } from "../forms/use-form-submit";
import { toast } from "../../toast/toast-store";
import { saveProfile } from "./actions";
import { ACCOUNT_TOASTS, accountProblem } from "./messages";
import { Panel, PrimaryButton } from "../forms/panel-styles";

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
  const [chosen, setChosen] = useState<string | undefined>(current);
  const form = useFormSubmit([]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return form.setFailure("Choose a picture first.");
    const saved = await form.submit({ send: () => saveProfile({ avatar_url: chosen }), failed: accountProblem });
    if (saved) toast(ACCOUNT_TOASTS.avatarSaved);
  }

  return (
    <Panel aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">Avatar</h2>
      <p>Pick the picture beside your nickname. They're drawn for this site; nothing is uploaded.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
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
                  onChange={() => setChosen(path)}
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
        <FormAlert tone="error">{form.failure}</FormAlert>
        <div>
          <PrimaryButton type="submit" disabled={form.busy}>
            {form.busy ? "Saving..." : "Save Avatar"}
          </PrimaryButton>
        </div>
      </form>
    </Panel>
  );
}
