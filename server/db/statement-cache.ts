import type { Database as Sqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept per database: more than the API's distinct queries (an `in (…)` list makes one per length). */
const DEFAULT_MAX = 500;

/**
 * better-sqlite3 for Kysely's SqliteDialect, with its prepared statements kept by SQL text.
 * Kysely prepares every query again; preparing is most of the cost of a small read (the stock
 * of a product page, decision 0030). A kept statement is safe to run again: Kysely's SQLite
 * driver runs one query at a time on its one connection, and SQLite prepares a statement again
 * by itself when the schema changes. The least recently used one is dropped past `max`.
 */
export function withStatementCache(sqlite: Sqlite, max = DEFAULT_MAX): SqliteDatabase {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`withStatementCache: max must be a whole number ≥ 1, got ${max}`);
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
