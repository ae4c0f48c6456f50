/** A piece of background work run again and again, one run at a time. */
export interface Polled<R> {
  /** Runs the work now (after the run going on, if any) and resolves with its result. */
  drain(): Promise<R>;
  /** No run after this one: waits for the run going on. */
  stop(): Promise<void>;
}

/**
 * Runs `work` `pollMs` after the previous run ended (the first `firstMs` after the start), never
 * two runs at once; a run that throws is reported to `onError` and the next is still scheduled.
 * `work` is given `stopped()` to leave a long run early. The timer does not keep the process up.
 */
export function pollEvery<R>(options: { pollMs: number; firstMs?: number; work: (stopped: () => boolean) => Promise<R>; onError: (error: unknown) => void }): Polled<R> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<R> | null = null;

  const run = (): Promise<R> => {
    running ??= options.work(() => stopped).finally(() => { running = null; });
    return running;
  };
  const schedule = (ms: number) => {
    timer = setTimeout(loop, ms);
    timer.unref();
  };
  const loop = () => {
    if (stopped) return;
    run().catch(options.onError).finally(() => {
      if (!stopped) schedule(options.pollMs);
    });
  };
  schedule(options.firstMs ?? options.pollMs);

  return {
    drain: async () => {
      if (running) await running.catch(() => undefined);
      return run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
    },
  };
}
