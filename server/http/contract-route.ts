import type { TSchema } from '@sinclair/typebox';
import type { Hono, Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { answersJson, type AnswerOf, type RouteContract, type RouteInput } from '../../schemas/api/route-contract.ts';
import { cachedOk } from './cached.ts';
import { ok } from './envelope.ts';
import { parseBody, parseParams, parseQuery } from './validate.ts';

declare const REPLIED: unique symbol;
/** A response built by `reply` from the contract's answer (a status, a message, an ETag). */
export type Replied<T> = Response & { readonly [REPLIED]: T };

/** Answers other than a plain 200, still typed by the contract's answer. */
export interface Reply<T> {
  /** The envelope with a message and a status (e.g. 201 with '' or 200 with the §8 message). */
  with(data: T, options: { message?: string; status?: ContentfulStatusCode }): Replied<T>;
  /** From memory with an ETag (server/http/cached.ts): `build` runs only when the ETag does not match. */
  cached(parts: readonly (string | number)[], build: () => T): Replied<T>;
}

export type ContractHandler<C extends RouteContract> = (
  input: RouteInput<C>,
  c: Context,
  reply: Reply<AnswerOf<C>>,
) => Promise<AnswerOf<C> | Replied<AnswerOf<C>>> | AnswerOf<C> | Replied<AnswerOf<C>>;

/**
 * Whether the server checks its own answers against their contract: only when asked
 * (`VITRINE_CHECK_ANSWERS=1`, e.g. `VITRINE_CHECK_ANSWERS=1 npx vitest run tests/contract/shop`),
 * never in production. Compiling a large answer's schema costs its first request up to a second
 * on a loaded machine, which the timing-bound tests would feel; the runtime's `api.call` checks
 * every answer it receives in development and tests anyway. An answer outside its contract is a
 * 500 naming the route and the pointers, so a contract test finds it.
 */
const checksAnswers = (): boolean => process.env.VITRINE_CHECK_ANSWERS === '1';

async function checkServed(contract: RouteContract & { answer: TSchema }, answer: unknown): Promise<void> {
  const { validateServed } = await import('../../schemas/validation/validate-served.ts');
  const checked = validateServed(contract.answer, answer);
  if (!checked.ok) throw new TypeError(`${contract.method} ${contract.path} answered outside its contract: ${checked.errors.join('; ')}`);
}

/** The contract of each handler registered through `contractRoute` (the route-table test reads it). */
const contracts = new WeakMap<object, RouteContract>();

/** The contract a Hono route's handler was registered from, if any. */
export function contractOf(handler: object): RouteContract | undefined {
  return contracts.get(handler);
}

/**
 * Registers a route from its contract (decision 0073; Hono's validator middleware is the model):
 * the path parameters, the query and the JSON body are parsed and checked on the one Ajv before
 * the handler runs (a 400 at the field, in the request's language, as `check` answers), and the
 * handler returns the contract's answer, wrapped in the `{ success, data, message }` envelope.
 * A multipart body is left to the handler, which checks its fields against `contract.body` once
 * its files are streamed; a list query is left to `parseListQuery`. `before` runs first: a check
 * that answers before the request is read (a site without a shop: 404, whatever its body; a
 * submission over its rate limit: 429), awaited when it returns a promise.
 */
export function contractRoute<C extends RouteContract>(app: Hono, contract: C, handler: ContractHandler<C>, options: { before?: (c: Context) => void | Promise<void> } = {}): void {
  const run = async (c: Context) => {
    await options.before?.(c);
    const input = {
      params: contract.params ? parseParams(c, contract.params) : undefined,
      query: contract.query ? parseQuery(c, contract.query) : undefined,
      body: contract.body && (contract.encoding ?? 'json') === 'json' ? await parseBody(c, contract.body) : undefined,
    } as RouteInput<C>;
    const reply: Reply<AnswerOf<C>> = {
      with: (data, options) => ok(c, data, options.message ?? '', options.status ?? 200) as unknown as Replied<AnswerOf<C>>,
      cached: (parts, build) => cachedOk(c, parts, build) as Replied<AnswerOf<C>>,
    };
    const answer = await handler(input, c, reply);
    if (answer instanceof Response) return answer;
    if (checksAnswers() && answersJson(contract)) await checkServed(contract, answer);
    return ok(c, answer);
  };
  contracts.set(run, contract);
  app.on(contract.method, contract.path, run);
}
