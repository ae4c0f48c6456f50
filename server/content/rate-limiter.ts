/** The verdict of one hit: allowed, or refused with the seconds to wait. */
export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts a hit for `key` at `now` (ms) and says whether it is within the limit. */
  hit(key: string, now: number): RateVerdict;
  /** Forgets every key (tests, or a configuration reload). */
  reset(): void;
}

export interface RateLimitOptions {
  /** Hits allowed per window (e.g. 10). */
  limit: number;
  /** Window length in milliseconds (e.g. 10 minutes). */
  windowMs: number;
}

/**
 * An in-memory sliding-window limiter: each key keeps the times of its hits inside the window.
 * A refused hit is not counted, so a client that waits gets through as soon as the window moves.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(options.limit) || options.limit < 1) {
    throw new Error(`Rate limit must be a whole number of at least 1, got ${options.limit}`);
  }
  if (!(options.windowMs > 0)) {
    throw new Error(`Rate limit window must be a positive number of milliseconds, got ${options.windowMs}`);
  }
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < options.windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if (times.every((time) => now - time >= options.windowMs)) hits.delete(key);
    }
  }

  return {
    hit(key, now) {
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((time) => now - time < options.windowMs);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest + options.windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, retryAfter: 0 };
    },
    reset() {
      hits.clear();
    },
  };
}
