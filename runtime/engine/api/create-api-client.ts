import type { Locale } from '../../../rules/index.ts';
import type { ApiResult, HttpMethod, QueryValue, RequestOptions } from './api-result.ts';
import type { CallAnswerOf, CallInput, RouteContract } from '../../../schemas/api/route-contract.ts';
import { buildUrl } from './build-url.ts';
import { callContract } from './call-contract.ts';
import { readEnvelope } from './read-envelope.ts';

export interface ApiClientOptions {
  /** `/api` in the browser, an absolute URL on the server (e.g. `http://127.0.0.1:3000/api`). */
  baseUrl: string;
  /** Site identifier sent as the `idSite` header (87 by default in §7). */
  idSite: number;
  /** Sent as the `userLang` header. */
  locale: Locale;
  fetch?: typeof fetch;
  /** Extra headers on every request (e.g. a forwarded `cookie` during SSR). */
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** The auth token cookie, forwarded as `Authorization: Bearer <token>` (§6). */
  token?: string | null;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly idSite: number;
  readonly locale: Locale;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, query?: Record<string, QueryValue> | string): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  delete<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  /** A route of schemas/api by its contract (decision 0073): the answer typed, and checked in development and tests. */
  call<C extends RouteContract>(contract: C, input: CallInput<C>): Promise<ApiResult<CallAnswerOf<C>>>;
  /** The same client with some options changed (another locale, a token…). */
  with(overrides: Partial<ApiClientOptions>): ApiClient;
}

function validate(options: ApiClientOptions): void {
  if (typeof options.baseUrl !== 'string' || options.baseUrl === '') {
    throw new TypeError('createApiClient: baseUrl must be a non-empty string such as "/api"');
  }
  if (!Number.isInteger(options.idSite) || options.idSite < 1) {
    throw new TypeError(`createApiClient: idSite must be a positive integer, got ${String(options.idSite)}`);
  }
  if (options.locale !== 'fr_FR' && options.locale !== 'en') {
    throw new TypeError(`createApiClient: locale must be "fr_FR" or "en", got ${String(options.locale)}`);
  }
}

/**
 * The API client of §7/§8: reads the `{ success, data, message }` envelope, sends `userLang`
 * and `idSite` with credentials, JSON by default, and never throws — network errors, non-JSON
 * bodies and HTTP errors all come back as `success: false` with a message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  validate(options);
  const { baseUrl, idSite, locale } = options;
  const credentials = options.credentials ?? 'include';

  async function request<T>(method: HttpMethod, path: string, req: RequestOptions = {}): Promise<ApiResult<T>> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      userLang: locale,
      idSite: String(idSite),
      ...options.headers,
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (req.multipart) {
      body = req.multipart;
    } else if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['Content-Type'] = 'application/json';
    }
    Object.assign(headers, req.headers);
    let response: Response;
    try {
      const init: RequestInit = { method, headers, credentials };
      if (body !== undefined) init.body = body;
      if (req.signal) init.signal = req.signal;
      response = await doFetch(buildUrl(baseUrl, path, req.query), init);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { success: false, data: null, message, error };
    }
    return readEnvelope<T>(response, locale);
  }

  const client: ApiClient = {
    baseUrl,
    idSite,
    locale,
    request,
    get: (path, query) => request('GET', path, query === undefined ? {} : { query }),
    post: (path, body) => request('POST', path, { body }),
    put: (path, body) => request('PUT', path, { body }),
    delete: (path, body) => request('DELETE', path, { body }),
    call: (contract, input) => callContract(client, contract, input),
    with: (overrides) => createApiClient({ ...options, ...overrides }),
  };
  return client;
}
