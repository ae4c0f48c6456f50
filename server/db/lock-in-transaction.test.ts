import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BetterSqlite3 } from './better-sqlite3.ts';
import { lockInTransaction } from './lock-in-transaction.ts';

/** Two transactions that lock `keys[0]` and `keys[1]`; the log shows whether the second waited for the first. */
async function race(db: Kysely<unknown>, keys: [string, string]): Promise<string[]> {
  const log: string[] = [];
  let firstLocked!: () => void;
  const locked = new Promise<void>((resolve) => (firstLocked = resolve));
  const first = db.transaction().execute(async (trx) => {
    await lockInTransaction(trx, keys[0]);
    firstLocked();
    await new Promise((resolve) => setTimeout(resolve, 150));
    log.push('first done');
  });
  await locked;
  const second = db.transaction().execute(async (trx) => {
    await lockInTransaction(trx, keys[1]);
    log.push('second locked');
  });
  await Promise.all([first, second]);
  return log;
}

describe('lockInTransaction', () => {
  it('runs on SQLite, where the single connection already serialises transactions', async () => {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    expect(await race(db, ['a', 'a'])).toEqual(['first done', 'second locked']);
    await db.destroy();
  });

  // Needs a PostgreSQL server: runs when TEST_DATABASE_URL is set (as the contract suite does,
  // see tests/contract/harness.test-utils.ts). Without one there is nothing to lock against, so it is skipped.
  it.skipIf(!process.env.TEST_DATABASE_URL)('makes a PostgreSQL transaction wait for the one holding the same key only', async () => {
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 4 }) }) });
    try {
      expect(await race(db, ['element:1', 'element:1'])).toEqual(['first done', 'second locked']);
      expect(await race(db, ['element:1', 'element:2'])).toEqual(['second locked', 'first done']);
    } finally {
      await db.destroy();
    }
  });
});
