/**
 * The report dialog: the guidelines' reasons as radio buttons, an optional note, a link to the
 * guidelines, and the answer in words (thanks, already reported, the day's limit).
 */
import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { Flag } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { GUIDELINES_PATH } from "../../common/guidelines";
import { DialogOverlay, FormDialogCard } from "../components/dialog-card";
import { FormAlert } from "../accounts/forms/kit/FormAlert";
import { ButtonRow, PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import { textAreaCss } from "../accounts/forms/kit/field-css";
import { reportEntry } from "./api";
import { REPORT_REASONS, REPORT_TEXT } from "./report-reasons";

const Content = styled(FormDialogCard)`
  width: min(94vw, 520px);
  max-height: 92vh;
  form {
    gap: 14px;
  }
  fieldset {
    display: grid;
    gap: 6px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 6px;
    font-weight: 800;
  }
  textarea {
    ${textAreaCss}
  }
  label[for] {
    font-weight: 800;
  }
  a {
    color: var(--link, inherit);
  }
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 10px;
  align-items: center;
  min-height: 48px;
  padding: 8px 12px;
  border: 2px solid rgb(201 182 255 / 0.35);
  border-radius: var(--radius-small);
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--pink);
    background: rgb(255 255 255 / 0.06);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--focus, #fff);
    outline-offset: 2px;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: var(--pink);
  }
  strong {
    font-weight: 800;
  }
  span {
    grid-column: 2;
    color: var(--text-muted);
    font-size: 0.95rem;
  }
`;

interface Props {
  entryId: string;
  label: string;
  onClose: () => void;
  onSent: () => void;
}

export default function ReportDialog({ entryId, label, onClose, onSent }: Props) {
  const noteId = useId();
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const firstChoice = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setProblem(REPORT_TEXT.chooseReason);
      firstChoice.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const { error } = await reportEntry(entryId, reason, note);
    setBusy(false);
    if (error && error.status !== 409)
      return setProblem(error.message ?? "The report could not be sent. Please try again.");
    // Already reported: nothing more to send, and the member is told so in the same place.
    setDone(error?.message ?? REPORT_TEXT.sent);
    onSent();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content data-testid="report-dialog" aria-describedby={undefined}>
          <Dialog.Title>
            <Flag aria-hidden size={22} />
            {REPORT_TEXT.title}
          </Dialog.Title>
          {done ? (
            <>
              <p role="status">{done}</p>
              <ButtonRow>
                <Dialog.Close asChild>
                  <PrimaryButton type="button">Close</PrimaryButton>
                </Dialog.Close>
              </ButtonRow>
            </>
          ) : (
            <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
              <p>
                {REPORT_TEXT.intro} You are reporting “{label}”. Our{" "}
                <Link to={GUIDELINES_PATH} target="_blank">
                  community guidelines (opens in a new tab)
                </Link>{" "}
                say what is not welcome and what happens next.
              </p>
              <fieldset>
                <legend>Why are you reporting it?</legend>
                {REPORT_REASONS.map((r, i) => (
                  <Choice key={r.value}>
                    <input
                      ref={i === 0 ? firstChoice : undefined}
                      type="radio"
                      name="reason"
                      value={r.value}
                      checked={reason === r.value}
                      onChange={() => setReason(r.value)}
                    />
                    <strong>{r.label}</strong>
                    <span>{r.hint}</span>
                  </Choice>
                ))}
              </fieldset>
              <label htmlFor={noteId}>{REPORT_TEXT.noteLabel}</label>
              <textarea id={noteId} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
              <FormAlert tone="error">{problem}</FormAlert>
              <ButtonRow>
                <PrimaryButton type="submit" disabled={busy}>
                  {busy ? "Sending…" : REPORT_TEXT.send}
                </PrimaryButton>
                <Dialog.Close asChild>
                  <SecondaryButton type="button" disabled={busy}>
                    Cancel
                  </SecondaryButton>
                </Dialog.Close>
              </ButtonRow>
            </form>
          )}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
