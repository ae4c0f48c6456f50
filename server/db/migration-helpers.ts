import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when the database is PostgreSQL (else SQLite). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Adds an auto-increment integer primary key `id`, portable: `serial` on PostgreSQL,
 * `integer primary key autoincrement` on SQLite.
 */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
  name = 'id',
): CreateTableBuilder<T, never> {
  return isPostgres(db)
    ? table.addColumn(name, 'serial', (col) => col.primaryKey())
    : table.addColumn(name, 'integer', (col) => col.primaryKey().autoIncrement());
}
