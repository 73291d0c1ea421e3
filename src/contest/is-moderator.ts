/** A moderator's account carries `app_metadata.moderator: true` (set with `npm run moderator -- add`). */
export function isModerator(user: { app_metadata?: Record<string, unknown> } | null | undefined): boolean {
  return user?.app_metadata?.moderator === true;
}
