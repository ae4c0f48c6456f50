import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('createLoginThrottle', () => {
  it('locks a key after the allowed failures until the window moves', () => {
    const throttle = createLoginThrottle({ limit: 3, windowMs: 60_000 });
    for (const at of [0, 1000, 2000]) {
      expect(throttle.retryAfter('87|a@b.fr', at)).toBe(0);
      throttle.fail('87|a@b.fr', at);
    }
    expect(throttle.retryAfter('87|a@b.fr', 3000)).toBe(57);
    expect(throttle.retryAfter('88|a@b.fr', 3000)).toBe(0);
    expect(throttle.retryAfter('87|a@b.fr', 60_001)).toBe(0);
  });

  it('forgets the failures after a successful login', () => {
    const throttle = createLoginThrottle({ limit: 2, windowMs: 60_000 });
    throttle.fail('k', 0);
    throttle.succeed('k');
    throttle.fail('k', 1);
    expect(throttle.retryAfter('k', 2)).toBe(0);
  });
});
