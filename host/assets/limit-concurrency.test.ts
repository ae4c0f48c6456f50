import { describe, expect, it } from 'vitest';
import { createLimiter, LimiterBusyError } from './limit-concurrency.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues the next ones and refuses past the queue', async () => {
    const limiter = createLimiter(1, 2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) => limiter.run(async () => {
      started.push(index);
      await gate.promise;
      return index;
    }));
    await expect(limiter.run(async () => 99)).rejects.toBeInstanceOf(LimiterBusyError);
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(limiter.load).toEqual({ running: 1, queued: 2 });
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.load).toEqual({ running: 0, queued: 0 });
  });

  it('frees its slot when a task fails', async () => {
    const limiter = createLimiter(1, 0);
    await expect(limiter.run(async () => { throw new Error('broken'); })).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
