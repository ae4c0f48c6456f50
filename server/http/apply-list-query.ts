import { foldText } from '../../rules/text/fold-text.ts';
import type { ListFilter, ListQuery } from './list-query.ts';

/** A page of a list and the number of items matching the filters. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Reads `a.b.c` from an object. */
export function readPath(item: unknown, path: string): unknown {
  let current: unknown = item;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}


function compare(a: unknown, b: string): number {
  if (typeof a === 'number' || typeof a === 'boolean') {
    const n = Number(b);
    if (!Number.isNaN(n)) return Number(a) - n;
  }
  const left = String(a ?? '');
  const numericLeft = Number(left);
  const numericRight = Number(b);
  if (left !== '' && b !== '' && !Number.isNaN(numericLeft) && !Number.isNaN(numericRight)) {
    return numericLeft - numericRight;
  }
  return left < b ? -1 : left > b ? 1 : 0;
}

function equalsAny(actual: unknown, value: string): boolean {
  const wanted = value.split(',').map((part) => part.trim());
  const values = Array.isArray(actual) ? actual : [actual];
  return values.some((one) => {
    if (one !== null && typeof one === 'object') return false;
    return wanted.some((w) => String(one) === w || (typeof one === 'number' && w !== '' && Number(w) === one));
  });
}

/** Whether one item passes one filter. */
export function matchesFilter(item: unknown, filter: ListFilter): boolean {
  const actual = readPath(item, filter.field);
  switch (filter.op) {
    case 'eq':
      return equalsAny(actual, filter.value);
    case 'df':
      return !equalsAny(actual, filter.value);
    case 'lk': {
      const needle = foldText(filter.value);
      const values = Array.isArray(actual) ? actual : [actual];
      return values.some((one) => typeof one !== 'object' && foldText(String(one ?? '')).includes(needle));
    }
    case 'lt':
      return actual != null && compare(actual, filter.value) < 0;
    case 'lte':
      return actual != null && compare(actual, filter.value) <= 0;
    case 'gt':
      return actual != null && compare(actual, filter.value) > 0;
    case 'gte':
      return actual != null && compare(actual, filter.value) >= 0;
  }
}

function sortValue(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a == null) return b == null ? 0 : 1;
  if (b == null) return -1;
  return foldText(String(a)).localeCompare(foldText(String(b)));
}

/** Filters, orders and pages an in-memory list (config-backed content). Never mutates `items`. */
export function applyListQuery<T>(items: readonly T[], query: ListQuery): ListPage<T> {
  const matching = items.filter((item) => query.filters.every((filter) => matchesFilter(item, filter)));
  if (query.orderBy) {
    const { field, direction } = query.orderBy;
    const sign = direction === 'desc' ? -1 : 1;
    matching.sort((a, b) => sign * sortValue(readPath(a, field), readPath(b, field)));
  }
  const start = (query.page - 1) * query.nbItem;
  return { items: matching.slice(start, start + query.nbItem), total: matching.length };
}

export { foldText };
