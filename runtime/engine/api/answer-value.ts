/**
 * Answers whose JSON body is already known as a value: an API call the web server made in its own
 * process (host/data/direct-api-fetch.server.ts) hands the envelope over without writing JSON or
 * parsing it back. One map per process, shared on `globalThis`: the web server (source) and the
 * built server entry each load their own copy of this module, and both must see the same answers.
 */
const KEY = Symbol.for('vitrine.answerValues');
const answerValues: WeakMap<Response, unknown> =
  ((globalThis as Record<symbol, unknown>)[KEY] as WeakMap<Response, unknown> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = new WeakMap<Response, unknown>());

/** `response`, recorded as carrying `value` as its parsed JSON body (its own body is not read). */
export function withAnswerValue(response: Response, value: unknown): Response {
  answerValues.set(response, value);
  return response;
}

/** The parsed body `response` carries as a value, if it was made by `withAnswerValue`. */
export function answerValueOf(response: Response): { value: unknown } | null {
  return answerValues.has(response) ? { value: answerValues.get(response) } : null;
}
