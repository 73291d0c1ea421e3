import type { FormHTMLAttributes, ReactNode } from "react";
import { ButtonRow, DangerButton, PrimaryButton } from "./buttons";
import { FormAlert } from "./FormAlert";
import type { AccountFormState } from "./use-account-form";

interface AccountFormProps<Name extends string> extends Omit<FormHTMLAttributes<HTMLFormElement>, "children"> {
  form: AccountFormState<Name>;
  /** The button's words, and its words while the form is sent. */
  button: readonly [idle: string, busy: string];
  /** A page form's full-width button, a panel's, or the delete dialog's (with `beside` next to it). */
  look?: "page" | "panel" | "danger";
  /** Next to the button (the dialog's Cancel). */
  beside?: ReactNode;
  /** A message about what was sent, above the form's own message. */
  info?: ReactNode;
  /** Under the button (a countdown). */
  after?: ReactNode;
  /** Holds the button (a countdown runs). */
  held?: boolean;
  /** The button's description (what `after` says). */
  buttonDescribedBy?: string;
  /** The fields. */
  children?: ReactNode;
}

/**
 * An account form as every one looks: its fields, its message (which screen readers announce),
 * and its button, busy while the form is sent. What the form checks and sends is the form state's
 * (`useAccountForm`); a form states only its fields.
 */
export function AccountForm<Name extends string>({
  form,
  button: [idle, busyWords],
  look = "page",
  beside,
  info,
  after,
  held = false,
  buttonDescribedBy,
  children,
  ...attributes
}: AccountFormProps<Name>) {
  const { alert: alertRef } = form;
  const words = form.busy ? busyWords : idle;
  const buttonProps = { type: "submit", disabled: form.busy || held, "aria-describedby": buttonDescribedBy } as const;
  return (
    <form
      noValidate
      aria-busy={form.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      {...attributes}
    >
      {children}
      {info !== undefined ? <FormAlert tone="info">{info}</FormAlert> : null}
      <FormAlert tone="error" ref={alertRef}>
        {form.failure}
      </FormAlert>
      {look === "page" ? (
        <PrimaryButton data-wide {...buttonProps}>
          {words}
        </PrimaryButton>
      ) : (
        <ButtonRow>
          {look === "danger" ? (
            <DangerButton {...buttonProps}>{words}</DangerButton>
          ) : (
            <PrimaryButton {...buttonProps}>{words}</PrimaryButton>
          )}
          {beside}
        </ButtonRow>
      )}
      {after}
    </form>
  );
}
