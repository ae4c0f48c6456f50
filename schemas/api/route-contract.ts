import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { InCents } from './euros.ts';

/*
 * One declaration per endpoint (decision 0073): method, path, params, query, body and answer.
 * The server registers its handler from it (server/http/contract-route.ts: the request parsed
 * and checked on the one Ajv, the handler's return typed by the answer); the browser and the SSR
 * loaders call it (`api.call(contract, input)`, runtime/engine/api/call-contract.ts: the path
 * filled, the answer typed, and checked by the same Ajv in development and tests).
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: RouteMethod;
  /** Hono's path: `:name` for a parameter, `:name{[0-9]+}` to constrain it. */
  path: string;
  /** The path parameters (text converted to the schema's types). */
  params?: TObject;
  /** The query string (text converted to the schema's types). */
  query?: TObject;
  /** The JSON body, or the fields of a multipart body. */
  body?: TSchema;
  /**
   * `multipart`: the body comes as form data with files; the handler streams the files first
   * and checks the fields against `body` itself (bounded by what it reads). `form`: a browser
   * form's fields (a page's POST), read by the handler. `raw`: the exact bytes, read by the handler
   * as text (a provider's webhook: its signature is computed over them, never re-parsed JSON).
   * JSON by default.
   */
  encoding?: 'json' | 'multipart' | 'form' | 'raw';
  /**
   * The query is a §7/§9 list query (`filter[...]`, `orderBy`, `page`, `nbItem`): the handler
   * reads it with `parseListQuery`, whose own rules refuse a bad one. With `query` beside it, the
   * list's extra fields (`tag`, `promoted`) are checked by the contract; callers send the whole query.
   */
  listQuery?: true;
  /**
   * `data` of the `{ success, data, message }` envelope; or, for an address a browser opens
   * rather than calls, what it answers instead: `file` (a download: PDF, label, upload),
   * `html` (a page), `redirect` (a 303 to a page): the handler returns the Response itself.
   */
  answer: TSchema | RawAnswer;
}

/** What an address answers when it is not the JSON envelope (decision 0076). */
export type RawAnswer = 'file' | 'html' | 'redirect';

/** Whether a contract answers the JSON envelope (its `answer` a schema). */
export function answersJson<C extends RouteContract>(contract: C): contract is C & { answer: TSchema } {
  return typeof contract.answer !== 'string';
}

/** A route that answers the JSON envelope: what `api.call` calls. */
export type JsonRouteContract = RouteContract & { answer: TSchema };

/** A contract as written, its literal method and path kept. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type ParamsOf<C> = C extends { params: infer P extends TSchema } ? Static<P> : undefined;
type QueryOf<C> = C extends { query: infer Q extends TSchema } ? Static<Q> : undefined;
type BodyOf<C> = C extends { encoding: 'multipart' | 'form' | 'raw' } ? undefined : C extends { body: infer B extends TSchema } ? Static<B> : undefined;

/** The request as the handler receives it, parsed and checked. */
export interface RouteInput<C extends RouteContract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
}

type ListQueryInput = Record<string, string | number | boolean | null | undefined> | string;

/** What a caller sends: params, query and body as the contract declares them (a multipart body as form data; amounts in cents, decision 0076). */
export type CallInput<C extends RouteContract> = (C extends { params: infer P extends TSchema } ? { params: Static<P> } : { params?: undefined }) &
  (C extends { listQuery: true } ? { query?: ListQueryInput } : C extends { query: infer Q extends TSchema } ? { query?: Static<Q> } : { query?: undefined }) &
  (C extends { encoding: 'multipart' } ? { body: FormData } : C extends { body: infer B extends TSchema } ? { body: InCents<Static<B>> } : { body?: undefined });

/** The answer as its caller receives it from `api.call`: each amount of the wire's euros in cents (decision 0076). */
export type CallAnswerOf<C extends RouteContract> = InCents<AnswerOf<C>>;

/** The answer's type (a Response built by the handler for a raw answer). */
export type AnswerOf<C extends RouteContract> = C extends { answer: infer A extends TSchema } ? Static<A> : C extends { answer: RawAnswer } ? Response : never;

/** The path with its parameters filled (each encoded as a path segment), constraints dropped. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`fillPath: no value for :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
