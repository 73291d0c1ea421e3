/** "November 29, 2026", in the reader's local time. */
export function formatEarnedDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { day: "numeric", month: "long", year: "numeric" });
}
