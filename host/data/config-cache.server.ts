import type { Static, TSchema } from '@sinclair/typebox';
import type { Locale } from '../../rules/locale.ts';
import { keepJson } from '../../runtime/engine/data/keep-json.ts';
import { apiUnavailable } from '../../runtime/engine/data/site-unavailable.ts';
import { validateServed } from '../../schemas/validation/validate-served.ts';
import { centsOfWire, type InCents } from '../../schemas/api/euros.ts';
import { fillPath, type AnswerOf, type CallInput, type JsonRouteContract } from '../../schemas/api/route-contract.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type CachedResult<T> =
  | { success: true; data: T; message: string }
  | { success: false; data: null; message: string; status: number };

interface Entry {
  etag: string | null;
  data: unknown;
  message: string;
  checkedAt: number;
}

export interface ConfigCacheOptions {
  fetch: FetchLike;
  /** API base URL, e.g. `http://vitrine.internal` (in-process) or `$API_URL`. */
  baseUrl: string;
  /** During this many ms a cached document is served without asking the API again. */
  freshMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface ReadOptions {
  /**
   * This read's `freshMs`. 0: asked of the API every time, with `If-None-Match` — an answer
   * that must never be stale (a product and its stock) still costs a 304 and no parsing.
   */
  freshMs?: number;
}

/**
 * Configuration reads (parameters, site info, page tree, pages, component configs, element lists)
 * cached in memory per site + language + path with their ETag (and answers that change more often,
 * read with `{ freshMs: 0 }`: a product page's product). Past `freshMs` the cache
 * revalidates with `If-None-Match`; a 304 returns the very same parsed object, so values derived
 * from it (the path index) are computed once per document version. A document is validated
 * against its schema when it changes; an invalid one is refused (the last good one, if any, is kept).
 * While the API does not answer or answers 5xx, the last good version of a document is served;
 * a failure's `status` tells "not found" (4xx) from "unavailable" (0 or 5xx).
 */
export function createConfigCache(options: ConfigCacheOptions) {
  const entries = new Map<string, Entry>();
  const freshMs = options.freshMs ?? 1000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));

  async function get<S extends TSchema>(
    idSite: number,
    locale: Locale,
    path: string,
    schema: S,
    read: ReadOptions = {},
  ): Promise<CachedResult<InCents<Static<S>>>> {
    const key = `${idSite}|${locale}|${path}`;
    const cached = entries.get(key);
    if (cached && now() - cached.checkedAt < (read.freshMs ?? freshMs)) return hit(cached);
    const headers: Record<string, string> = { idSite: String(idSite), userLang: locale, accept: 'application/json' };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    let response: Response;
    try {
      response = await options.fetch(`${options.baseUrl}${path}`, { headers });
    } catch (error) {
      // No answer (API down): the last good version, else a failure with status 0 (see apiUnavailable).
      return cached ? hit(cached) : miss(0, error instanceof Error ? error.message : String(error));
    }
    if (response.status === 304 && cached) {
      cached.checkedAt = now();
      return hit(cached);
    }
    const body = await response.json().catch(() => null);
    const envelope = isEnvelope(body) ? body : null;
    if (!response.ok || !envelope || envelope.success !== true) {
      const message = envelope?.message || `${response.status} ${response.statusText}`.trim();
      // An API in trouble (5xx) says nothing about the document: its last good version stands.
      if (cached && apiUnavailable(response)) return hit(cached);
      return miss(response.status, message);
    }
    const checked = validateServed(schema, envelope.data);
    if (!checked.ok) {
      log(`[config] ${path} (site ${idSite}, ${locale}) is invalid: ${checked.errors.join('; ')}`);
      return cached ? hit(cached) : miss(502, `invalid document ${path}`);
    }
    const entry: Entry = {
      etag: response.headers.get('etag'),
      // Shared by every request until the next version: frozen, and serialized once for the pages.
      // Its amounts in euros become cents here, once per version, as `api.call` does (decision 0076).
      data: keepJson(centsOfWire(schema, checked.value)),
      message: envelope.message ?? '',
      checkedAt: now(),
    };
    entries.set(key, entry);
    return hit(entry);
  }

  /**
   * A configuration read by its contract (decision 0073): its path filled from the params, its
   * answer checked against the contract's; cached as `get` caches.
   */
  function call<C extends JsonRouteContract & { method: 'GET' }>(
    idSite: number,
    locale: Locale,
    contract: C,
    input: CallInput<C>,
    read: ReadOptions = {},
  ): Promise<CachedResult<InCents<AnswerOf<C>>>> {
    const { params } = input as { params?: Record<string, unknown> };
    return get(idSite, locale, fillPath(contract.path, params), contract.answer, read) as Promise<CachedResult<InCents<AnswerOf<C>>>>;
  }

  const derivedValues = new Map<string, { at: number; value: Promise<unknown> }>();

  /**
   * A value computed from cached documents (the start-up bundle of a site and language), reused
   * while those documents are fresh: for `freshMs`, and until the cache is cleared.
   */
  function derived<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const known = derivedValues.get(key);
    if (known && now() - known.at < freshMs) return known.value as Promise<T>;
    const value = compute();
    derivedValues.set(key, { at: now(), value });
    value.catch(() => derivedValues.delete(key));
    return value;
  }

  return {
    get,
    call,
    derived,
    clear: () => {
      entries.clear();
      derivedValues.clear();
    },
  };
}

export type ConfigCache = ReturnType<typeof createConfigCache>;

function hit<T>(entry: Entry): CachedResult<T> {
  return { success: true, data: entry.data as T, message: entry.message };
}

function miss(status: number, message: string): CachedResult<never> {
  return { success: false, data: null, message, status };
}

function isEnvelope(body: unknown): body is { success: unknown; data: unknown; message?: string } {
  return typeof body === 'object' && body !== null && 'success' in body;
}
