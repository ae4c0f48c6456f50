import type { ApiResult } from './api-result.ts';

function fieldErrors(body: unknown): [string, string][] {
  if (typeof body !== 'object' || body === null) return [];
  const data = (body as { data?: unknown }).data;
  const source =
    typeof data === 'object' && data !== null && 'errors' in data ? (data as { errors: unknown }).errors : data;
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return [];
  return Object.entries(source as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => [key, value]);
}

/**
 * The message shown for a failed call (§8): the server message, followed by its per-field
 * errors (`data` or `data.errors` of the error body) as 'key : error' pairs joined by ' / ' —
 * e.g. 'Invalid answers engraving : Too long / file : Missing'. A field error that only repeats
 * the message (a refused quantity: 'Il ne reste que 3 articles en stock') is not said twice.
 * Empty for a success.
 */
export function failureMessage(result: ApiResult<unknown>): string {
  if (result.success) return '';
  const pairs = fieldErrors(result.error)
    .filter(([, value]) => value !== result.message)
    .map(([key, value]) => `${key} : ${value}`);
  return pairs.length === 0 ? result.message : `${result.message} ${pairs.join(' / ')}`.trim();
}
