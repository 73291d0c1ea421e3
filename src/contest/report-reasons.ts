/**
 * The reasons a member may give for a report: the community guidelines' own list, in the values
 * public.contest_report() accepts.
 */
export const REPORT_REASONS = [
  { value: "not-their-work", label: "Not their work", hint: "It looks like someone else's picture." },
  { value: "unkind", label: "Unkind", hint: "The picture, title or nickname is mean or hurtful." },
  { value: "sexual-or-unsafe", label: "Sexual or unsafe", hint: "It sexualises the space or shows something harmful." },
  {
    value: "personal-details",
    label: "Personal details",
    hint: "It shows contact details or other private information.",
  },
  { value: "something-else", label: "Something else", hint: "Anything else that worries you. A short note helps." },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

export const reasonLabel = (value: string): string => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

export const REPORT_TEXT = {
  button: "Report",
  reported: "Reported",
  signIn: "Sign in to report",
  title: "Report this entry",
  intro: "Tell a moderator what is wrong. Nobody else will know it was you.",
  noteLabel: "Anything a moderator should know? (optional)",
  send: "Send report",
  sent: "Thank you. A moderator will look at it soon. Nobody will know it was you.",
  chooseReason: "Choose the reason that fits best.",
} as const;
