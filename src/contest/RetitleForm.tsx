/**
 * The invitation to edit an entry that members' reports or a moderator took off the wall: a new
 * title, checked by the database (watched words, personal details, links) when it is saved. The
 * entry stays off the wall until a moderator looks again.
 */
import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { PrimaryButton, SecondaryButton } from "../accounts/forms/kit/buttons";
import { TextField } from "../accounts/forms/kit/TextField";
import { retitleEntry } from "./api";
import { MAX_TITLE } from "./messages";

const Form = styled.form`
  display: grid;
  gap: 10px;
  margin: 8px 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;

export function RetitleForm({
  entryId,
  title,
  onSaved,
  onCancel,
}: {
  entryId: string;
  title: string | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(title ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const { error } = await retitleEntry(entryId, value);
    setBusy(false);
    if (error) return setProblem(error.message || "The title could not be changed. Please try again.");
    onSaved();
  }

  return (
    <Form onSubmit={(event) => void save(event)} aria-label={`Change the title of ${title ?? "Untitled"}`}>
      <TextField
        label="New title"
        name="title"
        value={value}
        maxLength={MAX_TITLE}
        autoComplete="off"
        problem={problem}
        hint="Leave it empty for no title. A moderator looks again before it goes back on the wall."
        onChange={(event) => setValue(event.target.value)}
      />
      <div>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Saving…" : "Save title"}
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={onCancel}>
          Cancel
        </SecondaryButton>
      </div>
    </Form>
  );
}
