import styled from "@emotion/styled";
import { useId, useState, type FormEvent } from "react";
import { PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import { textAreaCss } from "../accounts/forms/kit/field-css";

const Form = styled.form`
  display: grid;
  gap: 8px;
  label {
    font-weight: 800;
  }
  textarea {
    ${textAreaCss}
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;

const SEND_WORDS = {
  Decline: "Send decline",
  Remove: "Remove from the wall",
  Hide: "Hide from the wall",
  "Reset nickname": "Reset the nickname",
} as const;

/** The reason a member will read, asked before a decline, a removal, a hiding or a nickname reset is sent. */
export function ReasonForm({
  action,
  busy,
  onSend,
  onCancel,
}: {
  action: "Decline" | "Remove" | "Hide" | "Reset nickname";
  busy: boolean;
  onSend: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onSend(reason.trim());
  };
  return (
    <Form onSubmit={submit}>
      <label htmlFor={id}>Reason (the member will see it)</label>
      <textarea id={id} value={reason} maxLength={300} required onChange={(e) => setReason(e.target.value)} />
      <div>
        <PrimaryButton type="submit" disabled={busy || !reason.trim()}>
          {SEND_WORDS[action]}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onCancel}>
          Cancel
        </SecondaryButton>
      </div>
    </Form>
  );
}
