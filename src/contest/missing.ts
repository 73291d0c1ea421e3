import { CONTEST_TEXT, MAX_TITLE, MAX_UPLOAD_BYTES } from "./messages";

/**
 * What an entry still lacks, named in the order a person fills the form (the picture, the title,
 * the tick), in one sentence; null when it can be sent.
 */
export function missingParts(input: { needsFile: boolean; file: File | undefined; title: string; ownWork: boolean }) {
  if (input.needsFile && input.file && input.file.size > MAX_UPLOAD_BYTES) return CONTEST_TEXT.tooBig;
  const missing: string[] = [];
  if (input.needsFile && !input.file) missing.push("the photo or scan of your picture");
  if (input.title.trim().length > MAX_TITLE) missing.push(`a title of at most ${MAX_TITLE} characters`);
  if (!input.ownWork) missing.push("the tick that it is your own work");
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `Still needed: ${list}.`;
}
