/**
 * The version of /community-guidelines a member agrees to at sign-up: its effective date, kept
 * with the account (sign-up metadata `guidelines`, copied into public.profiles by the database).
 * Change it with the page's `effective` date when the guidelines change in substance.
 */
export const GUIDELINES_VERSION = "2026-11-29";
export const GUIDELINES_PATH = "/community-guidelines";
