/**
 * The entry form for a signed-in member (EnterContest loads it only for them). With `getPicture`
 * it is an `Enter the contest` button; without, `Upload your picture` takes a photo or scan. Both
 * ask for an optional title and that the picture is the member's own work.
 */
import styled from "@emotion/styled";
import type { User } from "@supabase/supabase-js";
import { ImageUp, Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { PrimaryButton } from "../accounts/forms/kit/buttons";
import { FormAlert } from "../accounts/forms/kit/FormAlert";
import { TextField } from "../accounts/forms/kit/TextField";
import { tickBoxCss } from "../accounts/forms/kit/field-css";
import { Link } from "react-router";
import { GUIDELINES_PATH } from "../../common/guidelines";
import { checkTitle, sendEntry } from "./api";
import { missingParts } from "./missing";
import { PicturePicker } from "./PicturePicker";
import { CONTEST_TEXT, MAX_TITLE } from "./messages";
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
    ${tickBoxCss}
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
  const [pickerKey, setPickerKey] = useState(0);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    // What is missing, in the order the form is filled: the picture, the title, the tick.
    const chosen = getPicture ? undefined : fileInput.current?.files?.[0];
    const missing = missingParts({ needsFile: !getPicture, file: chosen, title, ownWork });
    if (missing) return setProblem(missing);
    if (typeof navigator !== "undefined" && !navigator.onLine) return setProblem(CONTEST_TEXT.offline);
    let picture: Blob | undefined = chosen;
    if (getPicture) {
      picture = await getPicture().catch(() => undefined);
      if (!picture) return setProblem("The picture could not be read from the studio. Please try again.");
    }
    if (!picture) return;
    setBusy(true);
    // The database checks the title again; asking first keeps the upload for a title it accepts.
    const titleProblem = title.trim() ? await checkTitle(title) : null;
    if (titleProblem) {
      setBusy(false);
      return setProblem(titleProblem);
    }
    const result = await sendEntry({ userId: user.id, picture, title, pageId });
    setBusy(false);
    if (result.error) return setProblem(entryProblem(result.error));
    setSent(true);
    setTitle("");
    setOwnWork(false);
    if (fileInput.current) fileInput.current.value = "";
    setPickerKey((k) => k + 1);
  }

  return (
    <Form onSubmit={onSubmit} noValidate data-testid="enter-contest" aria-label="Enter the contest">
      {getPicture ? null : (
        <PicturePicker key={pickerKey} id={`${id}-file`} input={fileInput} onChange={() => setSent(false)} />
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
      <p>
        Please read the <Link to={GUIDELINES_PATH}>community guidelines</Link> before you enter: nothing sexual, no
        personal details, only your own work.
      </p>
      <div>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
          {getPicture ? <Send aria-hidden size={20} /> : <ImageUp aria-hidden size={20} />}
          {busy ? "Sending…" : getPicture ? CONTEST_TEXT.enterFromStudio : CONTEST_TEXT.upload}
        </PrimaryButton>
      </div>
      <FormAlert tone="error">{problem}</FormAlert>
      <FormAlert tone="info">
        {sent ? (
          <>
            <span>{CONTEST_TEXT.entrySent}</span>{" "}
            <Link to="/account#my-contest-entries">See it in My contest entries</Link>
          </>
        ) : null}
      </FormAlert>
    </Form>
  );
}
