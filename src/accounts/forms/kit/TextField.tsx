import styled from "@emotion/styled";
import { CircleAlert } from "lucide-react";
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { INVALID_NICKNAME, NICKNAME_MAX, PASSWORD_MIN, isValidNickname } from "../../../../common/validation";
import { toast } from "../../../toast/toast-store";

const Wrap = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 800;
  }
  input {
    width: 100%;
    min-height: 52px;
    padding: 0 16px;
    border: 2px solid rgb(201 182 255 / 0.6);
    border-radius: var(--radius-small);
    background: #1d1848;
    color: var(--text);
    font: inherit;
    &::placeholder {
      color: #bdb2e6;
      opacity: 1;
    }
    &:hover {
      border-color: var(--lavender);
    }
    &:focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
      border-color: var(--lavender);
    }
    &[aria-invalid="true"] {
      border-color: #ff8fb4;
    }
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: var(--text-muted);
`;

const Problem = styled.p`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  margin: 0;
  font-size: 0.95rem;
  font-weight: 700;
  color: #ffc2d6;
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Shown under the field while there is no problem; read with it by screen readers. */
  hint?: ReactNode;
  /** What is wrong with the value, shown by the field and tied to it with aria-describedby. */
  problem?: string | null;
}

/** A labelled input whose hint and problem are part of its accessible description. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, problem, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [problem ? problemId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} {...input} />
      {problem ? (
        <Problem id={problemId}>
          <CircleAlert aria-hidden size={18} />
          <span>{problem}</span>
        </Problem>
      ) : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Wrap>
  );
});

type PresetProps = Omit<TextFieldProps, "label" | "name" | "type">;
type PasswordProps = Omit<TextFieldProps, "type" | "label" | "name"> & { label: string; name: string };

/** A TextField with some props settled in one place; what a form passes still wins. */
function preset<Props extends Partial<TextFieldProps>>(displayName: string, settled: Partial<TextFieldProps>) {
  const Preset = forwardRef<HTMLInputElement, Props>(function Preset(props, ref) {
    return <TextField ref={ref} {...(settled as TextFieldProps)} {...props} />;
  });
  Preset.displayName = displayName;
  return Preset;
}

/** The email field every account form asks for: one place for its keyboard, spelling and name. */
export const EmailField = preset<PresetProps>("EmailField", {
  label: "Email",
  name: "email",
  type: "email",
  autoComplete: "email",
  inputMode: "email",
  spellCheck: false,
  required: true,
});

/** The public nickname, with sign-up's rule stated under it. */
export const NicknameField = preset<PresetProps>("NicknameField", {
  label: "Public Nickname",
  name: "nickname",
  autoComplete: "nickname",
  maxLength: NICKNAME_MAX,
  required: true,
  hint: "Everyone can see it. Letters, numbers and spaces, up to 50.",
});

/** The password the member signs in with now; password managers fill it. */
export const CurrentPasswordField = preset<PasswordProps>("CurrentPasswordField", {
  type: "password",
  autoComplete: "current-password",
  required: true,
});

/** A password being chosen: password managers offer a strong one, and the minimum is stated. */
export const NewPasswordField = preset<PasswordProps>("NewPasswordField", {
  type: "password",
  autoComplete: "new-password",
  minLength: PASSWORD_MIN,
  required: true,
  hint: "At least 6 characters.",
});

/**
 * Sign-up's nickname rule, as sign-up and the account page check it: it comes first and stops
 * everything else with its toast (spec.md section 5). The field's problem, or null.
 */
export function nicknameRuleProblem(nickname: string): string | null {
  if (isValidNickname(nickname)) return null;
  toast({ ...INVALID_NICKNAME, variant: "destructive" });
  return INVALID_NICKNAME.description;
}

/** A 6-digit code (an authenticator app's, or one emailed): the number keyboard, filled from a text message or a password manager. */
export const OneTimeCodeField = preset<Omit<TextFieldProps, "type">>("OneTimeCodeField", {
  name: "code",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  maxLength: 7,
  spellCheck: false,
  required: true,
});
