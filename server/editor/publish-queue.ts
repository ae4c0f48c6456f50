const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `run` after every earlier run queued on `key` (the API context): in one process, two
 * publications (publish, rollback) never interleave their writes to the files.
 */
export function oneAtATime<T>(key: object, run: () => Promise<T>): Promise<T> {
  const next = (queues.get(key) ?? Promise.resolve()).then(run);
  queues.set(key, next.catch(() => undefined));
  return next;
}
