/** Failed logins allowed per account in the window before the account is locked for the rest of it. */
export const LOGIN_FAILURES = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Failed logins allowed from one address (any accounts) in the window: a robot trying many
 * e-mails is slowed even though each account stays under its own limit. A successful login
 * does not forget them.
 */
export const ADDRESS_LOGIN_FAILURES = { limit: 20, windowMs: 15 * 60 * 1000 } as const;

export interface LoginThrottle {
  /** Seconds to wait before `key` may try again (0 when allowed). Does not count anything. */
  retryAfter(key: string, now: number): number;
  /** Counts a failed login. */
  fail(key: string, now: number): void;
  /** Forgets the failures of `key` (after a successful login). */
  succeed(key: string): void;
}

/** In-memory counter of failed logins per key (site + e-mail), over a sliding window. */
export function createLoginThrottle(options: { limit: number; windowMs: number } = LOGIN_FAILURES): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const times = (failures.get(key) ?? []).filter((time) => now - time < options.windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };
  return {
    retryAfter(key, now) {
      const times = recent(key, now);
      if (times.length < options.limit) return 0;
      const oldest = times[times.length - options.limit] ?? now;
      return Math.max(1, Math.ceil((oldest + options.windowMs - now) / 1000));
    },
    fail(key, now) {
      failures.set(key, [...recent(key, now), now]);
    },
    succeed(key) {
      failures.delete(key);
    },
  };
}
