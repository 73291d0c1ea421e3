/** The contest's words, in one place so pages and tests agree. */
export const CONTEST_TEXT = {
  entrySent: "Entry sent! It will appear once it has been reviewed.",
  signInToEnter: "Sign in to enter",
  enterFromStudio: "Enter the contest",
  upload: "Upload your picture",
  ownWork: "I colored this myself, and it is my own work.",
  titleLabel: "Title (optional)",
  wallEmpty: "The wall is empty for now. Be the first: color a page and send it in!",
  wallEmptyWaiting: (n: number) =>
    `The wall is empty for now. Your ${n === 1 ? "entry is" : `${n} entries are`} waiting for review: ${n === 1 ? "it" : "they"} will appear here once a moderator has looked.`,
  tooBig: "This picture is larger than 10 MB. Send a smaller photo or scan.",
  notPicture: "This file is not a picture we can take: send a JPEG, PNG or WebP photo or scan of your coloring.",
  offline: "You're offline. Try again when you're connected.",
} as const;

/** What the member reads under an entry taken off the wall, with the invitation to edit it. */
export const HIDDEN_TEXT = {
  byReports:
    "Some members reported this entry, so it is off the wall until a moderator looks at it. Who reported it is never shared. If the title could upset someone, change it here; the moderator will see the new one.",
  byModerator:
    "You can change the title here, or withdraw the entry and send a new picture. A moderator looks again before it goes back on the wall.",
} as const;

export type EntryState = "waiting" | "approved" | "declined" | "removed";

export function stateLabel(state: EntryState, winner: boolean, hidden?: "reports" | "moderator" | null): string {
  if (state === "approved" && hidden === "moderator") return "Hidden from the wall";
  if (state === "approved" && hidden === "reports") return "Off the wall while a moderator looks at it";
  if (winner) return "Winner";
  if (state === "waiting") return "Waiting for review";
  if (state === "approved") return "On the wall";
  return "Not accepted";
}

export const MAX_TITLE = 60;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
