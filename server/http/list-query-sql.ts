import { sql, type SelectQueryBuilder } from 'kysely';
import { ApiError } from '../errors/api-error.ts';
import type { ListQuery } from './list-query.ts';

/**
 * Applies a list query's filters to a Kysely select (portable SQL: SQLite and PostgreSQL).
 * `columns` maps each public field name to its column reference (`'products.price'`); a filter
 * on a field without a column is a 400. `lk` is a case-insensitive contains.
 */
export function whereListQuery<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  columns: Record<string, string>,
): SelectQueryBuilder<DB, TB, O> {
  let next = qb;
  for (const filter of query.filters) {
    const column = columns[filter.field];
    if (!column) throw new ApiError(400, { en: "Invalid field ''{field}'' in query: it cannot be filtered", fr: 'Champ « {field} » invalide dans les paramètres de la requête : il ne peut pas servir de filtre' }, null, { field: filter.field });
    const ref = sql.ref(column);
    const values = filter.value.split(',').map((v) => v.trim());
    switch (filter.op) {
      case 'eq':
        next = next.where(sql<boolean>`${ref} in (${sql.join(values)})`);
        break;
      case 'df':
        next = next.where(sql<boolean>`${ref} not in (${sql.join(values)})`);
        break;
      case 'lk':
        next = next.where(sql<boolean>`lower(cast(${ref} as text)) like ${`%${filter.value.toLowerCase()}%`}`);
        break;
      case 'lt':
        next = next.where(sql<boolean>`${ref} < ${filter.value}`);
        break;
      case 'lte':
        next = next.where(sql<boolean>`${ref} <= ${filter.value}`);
        break;
      case 'gt':
        next = next.where(sql<boolean>`${ref} > ${filter.value}`);
        break;
      case 'gte':
        next = next.where(sql<boolean>`${ref} >= ${filter.value}`);
        break;
    }
  }
  return next;
}

/** Adds order, limit and offset of a list query (call after `whereListQuery`, not for counts). */
export function pageListQuery<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  columns: Record<string, string>,
): SelectQueryBuilder<DB, TB, O> {
  let next = qb;
  if (query.orderBy) {
    const column = columns[query.orderBy.field];
    if (!column) throw new ApiError(400, { en: "Invalid field ''orderBy'' in query: ''{field}'' cannot be ordered", fr: 'Champ « orderBy » invalide dans les paramètres de la requête : « {field} » ne peut pas servir de tri' }, null, { field: query.orderBy.field });
    next = next.orderBy(sql.ref(column), query.orderBy.direction);
  }
  return next.limit(query.nbItem).offset((query.page - 1) * query.nbItem);
}
