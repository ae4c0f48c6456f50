import { encodeQueryValue } from './build-url.ts';
import type { FilterValue } from './filter-operators.ts';

export interface ListParams {
  /** Page size, default 10 (§7). */
  nbItem?: number;
  /** First page is 1 (the default). */
  page?: number;
  /** A field, `-field` or `field:desc`. */
  orderBy?: string;
  /** One entry per filter field; values may carry an operator prefix (`like(v)` …). */
  filters?: Record<string, FilterValue>;
}

function positiveInteger(value: number | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`listQuery: ${name} must be a whole number of at least 1, got ${String(value)}`);
  }
  return value;
}

function filterValue(value: FilterValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).filter((v) => v !== '').join(',');
  return String(value);
}

/**
 * Builds a §7 list query string (without '?'): `page`, `nbItem`, `orderBy`, then one parameter
 * per filter. Empty-string, null, undefined and empty-list filters are omitted. Example:
 * `listQuery({ nbItem: 12, filters: { name: like('rosé') } })` → `page=1&nbItem=12&name=lk:ros%C3%A9`.
 */
export function listQuery(params: ListParams = {}): string {
  const parts = [
    `page=${positiveInteger(params.page, 'page', 1)}`,
    `nbItem=${positiveInteger(params.nbItem, 'nbItem', 10)}`,
  ];
  if (params.orderBy) parts.push(`orderBy=${encodeQueryValue(params.orderBy)}`);
  for (const [field, raw] of Object.entries(params.filters ?? {})) {
    const value = filterValue(raw);
    if (value === '') continue;
    parts.push(`${encodeURIComponent(field)}=${encodeQueryValue(value)}`);
  }
  return parts.join('&');
}
