/**
 * This month's contest in one place: the home card, the Activities page and the wall all show
 * these words, so they never disagree. The owner changes them when a new month's contest opens
 * (and picks last month's winner on /moderation first: the winners page keeps them all).
 */
export const currentContest = {
  /** The month the contest runs, as shown. */
  month: "December 2026",
  theme: "Cosy winter nights: blankets, snow, stars and warm drinks",
  /** The last day entries are taken (inclusive), ISO and as shown. */
  closes: "2026-12-31",
  closesText: "Thursday 31 December 2026",
  prize: "The winning picture is featured on our homepage, and its artist gets a cozy prize from our shop.",
} as const;

/** How to enter, in the same words wherever it is said. */
export const HOW_TO_ENTER = {
  members: "Members upload a photo or scan of their picture on the Activities page.",
  visitors: "Without an account, you can still email it to us.",
  review: "A moderator looks at every entry before it goes on the contest wall.",
} as const;
