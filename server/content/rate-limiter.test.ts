import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows up to the limit inside the window, then refuses with the wait in seconds', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
    expect(limiter.hit('a', 2000).allowed).toBe(true);
    expect(limiter.hit('a', 3000)).toEqual({ allowed: false, retryAfter: 57 });
  });

  it('counts each key apart', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
    expect(limiter.hit('a', 10).allowed).toBe(false);
  });

  it('lets hits through again once the window has moved past the oldest hit', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    limiter.hit('a', 0);
    limiter.hit('a', 500);
    expect(limiter.hit('a', 999).allowed).toBe(false);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
    expect(limiter.hit('a', 1200).allowed).toBe(false);
  });

  it('forgets everything on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('a', 0);
    limiter.reset();
    expect(limiter.hit('a', 1).allowed).toBe(true);
  });

  it('rejects a limit or window that makes no sense', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(/at least 1/);
    expect(() => createRateLimiter({ limit: 2, windowMs: 0 })).toThrow(/positive/);
  });
});
