import { site } from "../config/site";

/** spec.md: the contest entry is an email to the owner with this subject. */
export const CONTEST_SUBJECT = "Coloring Contest Submission";
export const contestMailto = `mailto:${site.ownerEmail}?subject=${encodeURIComponent(CONTEST_SUBJECT)}`;
