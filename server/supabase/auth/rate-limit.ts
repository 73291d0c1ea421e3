/**
 * Per-address rate limits, in memory only: addresses are never written anywhere. Each limit is
 * a token bucket like GoTrue's: `limit` requests at once, refilled evenly over `windowMs`.
 */
export interface Limiter {
  /** Takes one token for `address`; false when none is left. */
  take(address: string): boolean;
  /** Seconds until `address` gets a token back. */
  retryAfter(address: string): number;
}

export function createLimiter(limit: number, windowMs: number, now: () => number = Date.now): Limiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = limit / windowMs;
  let lastSweep = now();

  function current(address: string) {
    const t = now();
    // Forget full buckets now and then, so the map holds only recently active addresses.
    if (t - lastSweep > windowMs) {
      for (const [key, b] of buckets) if (b.tokens + (t - b.at) * perMs >= limit) buckets.delete(key);
      lastSweep = t;
    }
    const bucket = buckets.get(address) ?? { tokens: limit, at: t };
    // A clock that steps back (NTP, or a test) must not drain the bucket.
    bucket.tokens = Math.min(limit, bucket.tokens + Math.max(0, t - bucket.at) * perMs);
    bucket.at = Math.max(bucket.at, t);
    buckets.set(address, bucket);
    return bucket;
  }

  return {
    take(address) {
      const bucket = current(address);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    retryAfter(address) {
      const bucket = current(address);
      return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) / perMs / 1000);
    },
  };
}

/**
 * Takes a token for the caller, or throws `error` with a Retry-After header on the answer.
 */
export function enforce(
  limiter: Limiter,
  call: { address: string; res: { setHeader(name: string, value: string): unknown } },
  error: () => Error,
): void {
  if (limiter.take(call.address)) return;
  call.res.setHeader("Retry-After", String(Math.max(1, limiter.retryAfter(call.address))));
  throw error();
}

const FIVE_MINUTES = 5 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface Limiters {
  signInSignUps: Limiter;
  tokenRefresh: Limiter;
  verify: Limiter;
  emailSent: Limiter;
}

export function createLimiters(
  limits: { signInSignUps: number; tokenRefresh: number; verify: number; emailSent: number },
  now?: () => number,
): Limiters {
  return {
    signInSignUps: createLimiter(limits.signInSignUps, FIVE_MINUTES, now),
    tokenRefresh: createLimiter(limits.tokenRefresh, FIVE_MINUTES, now),
    verify: createLimiter(limits.verify, FIVE_MINUTES, now),
    emailSent: createLimiter(limits.emailSent, HOUR, now),
  };
}
