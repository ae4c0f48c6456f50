/** How long any call to a payment provider may take before it counts as failed (issue 32). */
export const PROVIDER_TIMEOUT_MS = 20_000;

/**
 * `promise`, or a rejection naming `what` once `ms` have passed (for an SDK without a timeout of
 * its own, such as CAWL's: the request is then left to finish unheard). The timer never keeps
 * the process alive.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
