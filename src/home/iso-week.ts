/** The ISO 8601 week number (1 to 53) of a date, in UTC: weeks start on Monday, week 1 holds January 4th. */
export function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // The Thursday of this week decides the year the week belongs to.
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** The item for a week: one after another, week by week, starting again after the last. */
export function ofTheWeek<T>(items: readonly T[], week: number): T | undefined {
  return items.length === 0 ? undefined : items[week % items.length];
}
