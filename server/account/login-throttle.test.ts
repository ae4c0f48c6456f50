import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCounterDatabase } from './counter-database.test-utils.ts';
import { backoffDelay, createLoginThrottle, type BackoffPolicy } from './login-throttle.ts';

const policy: BackoffPolicy = { freeAttempts: 3, firstDelayMs: 10_000, maxDelayMs: 60_000, forgetMs: 3600_000 };

let database: Awaited<ReturnType<typeof openCounterDatabase>>;
beforeAll(async () => {
  database = await openCounterDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('backoffDelay', () => {
  it('lets the free attempts through, then doubles the wait up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(policy, attempt) / 1000)).toEqual([0, 0, 10, 20, 40, 60, 60]);
  });
});

describe('createLoginThrottle', () => {
  it('slows a key after the free attempts, with a wait that grows at each attempt', async () => {
    const throttle = createLoginThrottle(database.db, policy);
    expect(await throttle.take('a', 0)).toBe(0);
    expect(await throttle.take('a', 1000)).toBe(0);
    expect(await throttle.take('a', 2000)).toBe(0);
    expect(await throttle.take('a', 3000)).toBe(9);
    expect(await throttle.take('a', 12_000)).toBe(0);
    expect(await throttle.take('a', 13_000)).toBe(19);
    expect(await throttle.take('b', 13_000)).toBe(0);
  });

  it('forgets a key after a success, and after a long quiet time', async () => {
    const throttle = createLoginThrottle(database.db, policy);
    for (const at of [0, 1, 2]) await throttle.take('c', at);
    await throttle.forget('c');
    expect(await throttle.take('c', 3)).toBe(0);
    for (const at of [0, 1, 2]) await throttle.take('d', at);
    expect(await throttle.take('d', 3600_002)).toBe(0);
    expect(await throttle.take('d', 3600_003)).toBe(0);
  });

  it('gives an attempt back', async () => {
    const throttle = createLoginThrottle(database.db, policy);
    await throttle.take('e', 0);
    await throttle.take('e', 1);
    await throttle.giveBack('e');
    expect(await throttle.take('e', 2)).toBe(0);
    expect(await throttle.take('e', 3)).toBe(0);
    expect(await throttle.take('e', 4)).toBe(10);
  });

  it('lets no more than the free attempts through when they come all at once', async () => {
    const throttle = createLoginThrottle(database.db, policy);
    const waits = await Promise.all(Array.from({ length: 12 }, () => throttle.take('f', 0)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });
});
