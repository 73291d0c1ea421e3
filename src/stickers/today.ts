/**
 * Today at the station: the day's choices come from the local calendar date alone, so everybody
 * on the same date gets the same coloring page and the same Word Search, with no server.
 */

/** The local calendar date as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Milliseconds from `now` to the next local midnight, when the day's choices change. */
export function msUntilNextDay(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** A 32-bit seed from a day and a purpose (FNV-1a), never 0. */
export function daySeed(day: string, purpose: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${purpose}:${day}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash === 0 ? 1 : hash;
}

/**
 * The day's pick from a list: a seeded walk through it, one step a day, so two days in a row never
 * pick the same item (given two or more) and every item comes round before any comes twice.
 */
export function pickOfDay<T>(day: string, purpose: string, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pickOfDay needs at least one item");
  const dayNumber = Math.floor(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000);
  const seed = daySeed("", purpose);
  // A stride coprime with the length visits every item before repeating and never stays put.
  const stride = strideFor(items.length, seed);
  return items[(seed + dayNumber * stride) % items.length]!;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function strideFor(length: number, seed: number): number {
  if (length < 2) return 0;
  for (let i = 0; i < length; i++) {
    const stride = 1 + ((seed + i) % (length - 1));
    if (gcd(stride, length) === 1) return stride;
  }
  return 1;
}
