/**
 * The entry form for a signed-in member (EnterContest loads it only for them). With `getPicture`
 * it is an `Enter the contest` button; without, `Upload your picture` takes a photo or scan. Both
 * ask for an optional title and that the picture is the member's own work.
 */
import styled from "@emotion/styled";
import type { User } from "@supabase/supabase-js";
import { ImageUp, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { PrimaryButton } from "../components/Form/panel-styles";
import { FormAlert } from "../components/Form/FormAlert";
import { TextField } from "../components/Form/TextField";
import { sendEntry } from "./api";
import { CONTEST_TEXT, MAX_TITLE, MAX_UPLOAD_BYTES } from "./messages";
import { entryProblem } from "./problems";

const Form = styled.form`
  display: grid;
  gap: 14px;
  max-width: 34rem;
  margin-top: 12px;
`;

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  font-weight: 700;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin-top: 2px;
    accent-color: var(--pink);
  }
`;

const FileLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 800;
  input {
    font: inherit;
    font-weight: 400;
    min-height: 48px;
  }
  small {
    font-weight: 400;
    color: var(--text-muted);
  }
`;

import type { EnterContestProps } from "./enter-props";

export default function EnterContestForm({ pageId, getPicture, user }: EnterContestProps & { user: User }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [ownWork, setOwnWork] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (!ownWork) return setProblem("Please confirm that the picture is your own work.");
    if (title.trim().length > MAX_TITLE) return setProblem(`The title can be at most ${MAX_TITLE} characters long.`);
    if (typeof navigator !== "undefined" && !navigator.onLine) return setProblem(CONTEST_TEXT.offline);
    let picture: Blob | undefined;
    if (getPicture) {
      picture = await getPicture().catch(() => undefined);
      if (!picture) return setProblem("The picture could not be read from the studio. Please try again.");
    } else {
      picture = fileInput.current?.files?.[0];
      if (!picture) return setProblem("Choose the photo or scan of your picture first.");
      if (picture.size > MAX_UPLOAD_BYTES) return setProblem(CONTEST_TEXT.tooBig);
    }
    setBusy(true);
    const result = await sendEntry({ userId: user.id, picture, title, pageId });
    setBusy(false);
    if (result.error) return setProblem(entryProblem(result.error));
    setSent(true);
    setTitle("");
    setOwnWork(false);
    if (fileInput.current) fileInput.current.value = "";
  }

  return (
    <Form onSubmit={onSubmit} noValidate data-testid="enter-contest" aria-label="Enter the contest">
      {getPicture ? null : (
        <FileLabel htmlFor={`${id}-file`}>
          Your picture
          <input
            ref={fileInput}
            id={`${id}-file`}
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${id}-file-hint`}
            onChange={() => setSent(false)}
          />
          <small id={`${id}-file-hint`}>A photo or scan: JPEG, PNG or WebP, up to 10 MB.</small>
        </FileLabel>
      )}
      <TextField
        label={CONTEST_TEXT.titleLabel}
        name="title"
        value={title}
        maxLength={MAX_TITLE}
        autoComplete="off"
        hint={`Up to ${MAX_TITLE} characters. Only the title and your nickname are shown on the wall.`}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Check>
        <input type="checkbox" name="own-work" checked={ownWork} onChange={(e) => setOwnWork(e.target.checked)} />
        <span>{CONTEST_TEXT.ownWork}</span>
      </Check>
      <div>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
          {getPicture ? <Send aria-hidden size={20} /> : <ImageUp aria-hidden size={20} />}
          {busy ? "Sending…" : getPicture ? CONTEST_TEXT.enterFromStudio : CONTEST_TEXT.upload}
        </PrimaryButton>
      </div>
      <FormAlert tone="error">{problem}</FormAlert>
      <FormAlert tone="info">{sent ? CONTEST_TEXT.entrySent : null}</FormAlert>
    </Form>
  );
}
