import { ApiError } from '../errors/api-error.ts';

export type FilterOp = 'eq' | 'lk' | 'df' | 'lt' | 'lte' | 'gt' | 'gte';

export interface ListFilter {
  field: string;
  op: FilterOp;
  /** The value without its operator prefix; for `eq`/`df` a comma list means any of them. */
  value: string;
}

export interface ListQuery {
  page: number;
  nbItem: number;
  /** `{ field, direction }` or null; `orderBy=price`, `orderBy=-price` or `orderBy=price:desc`. */
  orderBy: { field: string; direction: 'asc' | 'desc' } | null;
  filters: ListFilter[];
}

export interface ListQueryOptions {
  /** Default page size (§9: 10 unless the list says otherwise). */
  nbItem?: number;
  /** Largest page size accepted (default 1000). */
  maxNbItem?: number;
  /** Fields accepted in `orderBy` (default: the allowed filters). */
  orderable?: readonly string[];
  /** Used when the query has no `orderBy`. */
  defaultOrderBy?: ListQuery['orderBy'];
}

const PREFIXES: [string, FilterOp][] = [
  ['lte:', 'lte'], ['gte:', 'gte'], ['lk:', 'lk'], ['df:', 'df'], ['lt:', 'lt'], ['gt:', 'gt'],
];

/** Splits `lk:abc` into `{ op: 'lk', value: 'abc' }`; a value without prefix is `eq`. */
export function parseFilterValue(raw: string): { op: FilterOp; value: string } {
  for (const [prefix, op] of PREFIXES) {
    if (raw.startsWith(prefix)) return { op, value: raw.slice(prefix.length) };
  }
  return { op: 'eq', value: raw };
}

function positiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new ApiError(400, { en: "Invalid field ''{name}'' in query: must be a whole number of at least 1", fr: 'Champ « {name} » invalide dans les paramètres de la requête : doit être un nombre entier d’au moins 1' }, null, { name });
  }
  const value = Number(raw);
  if (value > max) throw new ApiError(400, { en: "Invalid field ''{name}'' in query: must be at most {max}", fr: 'Champ « {name} » invalide dans les paramètres de la requête : doit être au plus {max}' }, null, { name, max: String(max) });
  return value;
}

function parseOrderBy(raw: string | undefined, orderable: readonly string[]): ListQuery['orderBy'] | undefined {
  if (raw === undefined || raw === '') return undefined;
  let field = raw;
  let direction: 'asc' | 'desc' = 'asc';
  if (field.startsWith('-')) [field, direction] = [field.slice(1), 'desc'];
  const match = /^(.+):(asc|desc)$/i.exec(field);
  if (match) [field, direction] = [match[1] ?? '', (match[2] ?? 'asc').toLowerCase() as 'asc' | 'desc'];
  if (!orderable.includes(field)) {
    throw new ApiError(400, { en: "Invalid field ''orderBy'' in query: must be one of {names}", fr: 'Champ « orderBy » invalide dans les paramètres de la requête : doit être l’un de {names}' }, null, { names: orderable.join(', ') || '—' });
  }
  return { field, direction };
}

/**
 * Parses a §7 list query string: `page` (default 1), `nbItem` (default 10), `orderBy`, and one
 * parameter per allowed filter field with an operator prefix. Empty filters are ignored; keys
 * that are not allowed filters are ignored too (clients send extra keys such as `promoted`
 * that a route reads itself).
 */
export function parseListQuery(
  query: Record<string, string | undefined>,
  allowedFilters: readonly string[],
  options: ListQueryOptions = {},
): ListQuery {
  const max = options.maxNbItem ?? 1000;
  const page = positiveInt(query.page, 'page', 1, Number.MAX_SAFE_INTEGER);
  const nbItem = positiveInt(query.nbItem, 'nbItem', options.nbItem ?? 10, max);
  const orderBy = parseOrderBy(query.orderBy, options.orderable ?? allowedFilters) ?? options.defaultOrderBy ?? null;
  const filters: ListFilter[] = [];
  for (const field of allowedFilters) {
    const raw = query[field];
    if (raw === undefined || raw.trim() === '') continue;
    const { op, value } = parseFilterValue(raw.trim());
    if (value === '') continue;
    filters.push({ field, op, value });
  }
  return { page, nbItem, orderBy, filters };
}
