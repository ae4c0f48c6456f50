import { describe, expect, it } from 'vitest';
import { browserTimers } from './browser-timers.ts';

describe('browserTimers', () => {
  it('can be called as methods of another object, as the stores do', async () => {
    const timers = { setTimeout: browserTimers.setTimeout, clearTimeout: browserTimers.clearTimeout };
    const fired = await new Promise<boolean>((resolve) => {
      timers.setTimeout(() => resolve(true), 1);
    });
    expect(fired).toBe(true);
    let cancelled = true;
    const id = timers.setTimeout(() => (cancelled = false), 5);
    timers.clearTimeout(id);
    await new Promise((resolve) => globalThis.setTimeout(resolve, 20));
    expect(cancelled).toBe(true);
  });

  it('keeps the global object as `this`, which browsers require', () => {
    const original = globalThis.setTimeout;
    const strictSetTimeout = function (this: unknown, handler: () => void) {
      if (this !== globalThis && this !== undefined) throw new TypeError('Illegal invocation');
      return original(handler, 0);
    };
    globalThis.setTimeout = strictSetTimeout as unknown as typeof setTimeout;
    try {
      const holder = { run: browserTimers.setTimeout };
      expect(() => holder.run(() => {}, 0)).not.toThrow();
    } finally {
      globalThis.setTimeout = original;
    }
  });
});
