import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from './migration-helpers.ts';

/**
 * Makes the transactions that lock the same `key` run one after the other until they end, so a
 * read-then-write (seats left, then insert) cannot interleave. PostgreSQL: a transaction-level
 * advisory lock. SQLite: nothing to do, Kysely's single connection runs one transaction at a time.
 */
export async function lockInTransaction<DB>(trx: Transaction<DB>, key: string): Promise<void> {
  if (!isPostgres(trx as unknown as Kysely<unknown>)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
