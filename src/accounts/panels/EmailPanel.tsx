import type { User } from "@supabase/supabase-js";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../toast/toast-store";
import { AccountForm } from "../forms/kit/AccountForm";
import { TextButton } from "../forms/kit/buttons";
import { Panel } from "../forms/kit/panel";
import { TextField } from "../forms/kit/TextField";
import { useAccountForm } from "../forms/kit/use-account-form";
import { EMAIL_CHANGE_TOASTS, emailChangeProblem, newEmailProblem } from "../messages/email-change";
import { freshUser, requestEmailChange } from "./email-change-actions";
import { PendingEmailChange } from "./PendingEmailChange";

/**
 * The address the member signs in with, and changing it as GoTrue's secure email change does:
 * a link to the address in use and one to the new address, both needed, so neither a borrowed
 * device nor a mistyped address can move the account. The pending change shows until it is done.
 */
export function EmailPanel({ user }: { user: User }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useFreshUser(user);
  const current = shown.email ?? "";
  const pending = shown.new_email ?? null;
  // While a change waits, the form for another address is one click away.
  const [choosing, setChoosing] = useState(false);

  const form = useAccountForm({
    fields: { email: "" },
    check: ({ email }) => ({ email: newEmailProblem(email, current) }),
    send: ({ email }) => requestEmailChange(email.trim()),
    failed: (error) => ({ message: emailChangeProblem(error), focus: "email" }),
    done: () => {
      toast(EMAIL_CHANGE_TOASTS.sent);
      form.reset();
      setChoosing(false);
      // The form gave way to the notice: the focus goes to the panel's heading, above it.
      requestAnimationFrame(() => heading.current?.focus());
    },
  });

  const showForm = !pending || choosing;
  return (
    <Panel aria-labelledby="email-heading" data-testid="email-panel">
      <h2 id="email-heading" ref={heading} tabIndex={-1}>
        Email address
      </h2>
      <p>
        You sign in with <strong data-testid="account-email">{current}</strong>. It is only for signing in and account
        emails, and never shown to anyone.
      </p>
      {pending ? <PendingEmailChange current={current} pending={pending} sentAt={shown.email_change_sent_at} /> : null}
      {showForm ? (
        <AccountForm form={form} look="panel" button={["Change Email Address", "Sending links..."]}>
          <TextField
            {...form.field("email")}
            label={pending ? "A different new address" : "New email address"}
            name="new-email"
            type="email"
            inputMode="email"
            spellCheck={false}
            required
            // Not "email": a browser would offer the address in use, which is the one thing not wanted here.
            autoComplete="off"
            hint="We'll send a link to this address and one to the address you use now."
          />
        </AccountForm>
      ) : (
        <TextButton type="button" onClick={() => setChoosing(true)}>
          Change to a different address instead
        </TextButton>
      )}
    </Panel>
  );
}

/**
 * The member as the service knows them now: the copy kept with the session may be older than a
 * change asked for, or finished, elsewhere. The newer of the two, by `updated_at`, is shown.
 */
function useFreshUser(user: User): User {
  const [fresh, setFresh] = useState<User | null>(null);
  useEffect(() => {
    let live = true;
    void freshUser().then((found) => live && found && setFresh(found));
    return () => {
      live = false;
    };
  }, [user]);
  const newer = fresh && fresh.id === user.id && (fresh.updated_at ?? "") >= (user.updated_at ?? "");
  return newer ? fresh : user;
}
