import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './claim-mail.ts';

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt, up to the ceiling', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(12, 30_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(500, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
