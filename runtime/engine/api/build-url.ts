import type { QueryValue } from './api-result.ts';

/** Encodes a query value, keeping the ':' of operator prefixes and ',' of lists readable. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/** `a=1&b=lk:x`, leaving out empty strings, null and undefined. */
export function queryString(query: Record<string, QueryValue>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryValue(String(value))}`)
    .join('&');
}

/** Joins a base URL (absolute or `/api`) and a path, then appends the query. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue> | string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rel = path.startsWith('/') ? path : `/${path}`;
  const search = query === undefined ? '' : typeof query === 'string' ? query.replace(/^\?/, '') : queryString(query);
  if (search === '') return base + rel;
  return `${base}${rel}${rel.includes('?') ? '&' : '?'}${search}`;
}
