/** Thrown by a limiter's `run` when its queue is full: the caller answers 503 at once. */
export class LimiterBusyError extends Error {
  constructor() {
    super('too many image variants being made at once');
    this.name = 'LimiterBusyError';
  }
}

export interface Limiter {
  /** Runs `task` when one of the `concurrency` slots is free; rejects with LimiterBusyError when `maxQueued` already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and logs). */
  readonly load: { running: number; queued: number };
}

/**
 * At most `concurrency` tasks at once, at most `maxQueued` waiting (first come, first served);
 * past that a task is refused rather than queued, so a burst cannot pile up memory.
 */
export function createLimiter(concurrency: number, maxQueued: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) throw new LimiterBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, queued: waiting.length };
    },
  };
}
