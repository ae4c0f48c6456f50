import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

/** The empty table whose no-op write takes SQLite's write lock (migration 0006). */
export const SQLITE_LOCK_TABLE = 'invariantLocks';

/**
 * Makes the transactions that lock the same key run one after the other until they end, so a
 * read-then-write (seats left, then insert) cannot interleave. Keys are taken sorted and once
 * each, so two transactions locking the same keys cannot deadlock.
 *
 * PostgreSQL: a transaction-level advisory lock per key (`pg_advisory_xact_lock`), released at
 * commit or rollback. SQLite: one database-wide write lock, taken by a write that changes no row.
 * In one process Kysely's single connection already runs one transaction at a time; across
 * processes on one file, a transaction that read first and then writes fails at once with
 * SQLITE_BUSY ("database is locked") when another wrote meanwhile, whereas a transaction whose
 * first statement writes waits for the lock (busy_timeout) like BEGIN IMMEDIATE. So call this
 * first in the transaction: `checkAndTake` does.
 */
export async function lockInTransaction<DB>(trx: Transaction<DB> | Kysely<DB>, keys: string | readonly string[]): Promise<void> {
  const sorted = [...new Set(typeof keys === 'string' ? [keys] : keys)].sort();
  if (!isPostgres(trx as unknown as Kysely<unknown>)) {
    await sql`delete from ${sql.table(SQLITE_LOCK_TABLE)} where 1 = 0`.execute(trx);
    return;
  }
  for (const key of sorted) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
