import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The mark of a call made by the web server in this very process (`app.request(url, init, env)`
 * with `env` from `directCall()`): a symbol only this module holds, in Hono's `env` — which an
 * outside client cannot set (over HTTP, `env` is @hono/node-server's socket bindings), where a
 * header could be forged.
 */
const DIRECT = Symbol('vitrine.directCall');

/** The header of a direct answer: the index of its envelope in the call's answers. */
export const DIRECT_ANSWER_HEADER = 'x-vitrine-direct-answer';

/** One in-process call: the envelopes the API answered it with, as values. */
export interface DirectCall {
  /** Pass as the third argument of `app.request`. */
  readonly env: { readonly [DIRECT]: unknown[] };
  /** The envelope `response` carries as a value; undefined for an answer with a body. */
  envelopeOf(response: Response): unknown;
}

/** A new in-process call (one per request to the API). */
export function directCall(): DirectCall {
  const answers: unknown[] = [];
  return {
    env: { [DIRECT]: answers },
    envelopeOf(response) {
      const index = response.headers.get(DIRECT_ANSWER_HEADER);
      return index === null ? undefined : answers[Number(index)];
    },
  };
}

function answersOf(c: Context): unknown[] | null {
  const env = c.env as { [DIRECT]?: unknown } | undefined;
  const answers = typeof env === 'object' && env !== null ? env[DIRECT] : undefined;
  return Array.isArray(answers) ? answers : null;
}

/**
 * The answer of an in-process call: the envelope handed over as a value (no JSON written, none
 * parsed), the response itself a bodyless `application/json` answer naming it by a header, so
 * the API's middlewares see and set its status and headers as usual (Hono may copy a Response:
 * the header goes with the copy). Null for a call from outside: answer with a body.
 */
export function directAnswer(c: Context, envelope: unknown, status: ContentfulStatusCode): Response | null {
  const answers = answersOf(c);
  if (!answers) return null;
  answers.push(envelope);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header(DIRECT_ANSWER_HEADER, String(answers.length - 1));
  return c.body(null, status);
}
