import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCounterDatabase } from '../account/counter-database.test-utils.ts';
import { createRateLimiter } from './rate-limiter.ts';

let database: Awaited<ReturnType<typeof openCounterDatabase>>;
beforeAll(async () => {
  database = await openCounterDatabase();
});
afterAll(async () => {
  await database.close();
});

let n = 0;
/** A limiter over the test database, with keys of its own. */
function limiter(limit: number, windowMs: number) {
  const prefix = `t${(n += 1)}|`;
  const inner = createRateLimiter(database.db, { limit, windowMs });
  return { hit: (key: string, now: number) => inner.hit(prefix + key, now) };
}

describe('createRateLimiter', () => {
  it('allows up to the limit inside the window, then refuses with the wait in seconds', async () => {
    const one = limiter(3, 60_000);
    expect((await one.hit('a', 0)).allowed).toBe(true);
    expect((await one.hit('a', 1000)).allowed).toBe(true);
    expect((await one.hit('a', 2000)).allowed).toBe(true);
    expect(await one.hit('a', 3000)).toEqual({ allowed: false, retryAfter: 57 });
  });

  it('counts each key apart', async () => {
    const one = limiter(1, 1000);
    expect((await one.hit('a', 0)).allowed).toBe(true);
    expect((await one.hit('b', 0)).allowed).toBe(true);
    expect((await one.hit('a', 10)).allowed).toBe(false);
  });

  it('lets hits through again once the window has ended, and does not count refused hits', async () => {
    const one = limiter(2, 1000);
    await one.hit('a', 0);
    await one.hit('a', 500);
    expect((await one.hit('a', 999)).allowed).toBe(false);
    expect((await one.hit('a', 1000)).allowed).toBe(true);
    expect((await one.hit('a', 1200)).allowed).toBe(true);
    expect((await one.hit('a', 1300)).allowed).toBe(false);
  });

  it('is shared by every limiter on the same database (every instance) and holds under concurrent hits', async () => {
    const prefix = `shared${(n += 1)}|`;
    const first = createRateLimiter(database.db, { limit: 5, windowMs: 60_000 });
    const second = createRateLimiter(database.db, { limit: 5, windowMs: 60_000 });
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).hit(`${prefix}a`, 100)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('rejects a limit or window that makes no sense', () => {
    expect(() => createRateLimiter(database.db, { limit: 0, windowMs: 1000 })).toThrow(/at least 1/);
    expect(() => createRateLimiter(database.db, { limit: 2, windowMs: 0 })).toThrow(/positive/);
  });
});
