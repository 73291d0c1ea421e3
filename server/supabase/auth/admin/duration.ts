/** Go's `time.ParseDuration`, which GoTrue reads `ban_duration` with: "24h", "1h30m", "90s". */
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Milliseconds, or undefined when `text` is not a Go duration. */
export function parseGoDuration(text: string): number | undefined {
  const match = /^([-+]?)((?:(?:\d+\.?\d*|\.\d+)(?:ns|us|µs|ms|s|m|h))+|0)$/.exec(text);
  if (!match) return undefined;
  const sign = match[1] === "-" ? -1 : 1;
  if (match[2] === "0") return 0;
  let total = 0;
  for (const part of match[2]!.matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * UNIT_MS[part[2]!]!;
  }
  return sign * total;
}
