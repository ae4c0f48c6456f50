/**
 * The global timer functions, called on the global object: browsers throw "Illegal invocation"
 * when `setTimeout` is called as a method of another object (`timers.setTimeout(…)`), so the
 * stores' injectable timers default to these wrappers.
 */
export const browserTimers = {
  setTimeout: ((handler: () => void, ms?: number) => globalThis.setTimeout(handler, ms)) as unknown as typeof setTimeout,
  clearTimeout: ((id?: ReturnType<typeof setTimeout>) => globalThis.clearTimeout(id)) as unknown as typeof clearTimeout,
  setInterval: ((handler: () => void, ms?: number) => globalThis.setInterval(handler, ms)) as unknown as typeof setInterval,
  clearInterval: ((id?: ReturnType<typeof setInterval>) => globalThis.clearInterval(id)) as unknown as typeof clearInterval,
};
