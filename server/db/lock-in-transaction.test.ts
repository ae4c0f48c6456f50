import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3Type from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BetterSqlite3 } from './better-sqlite3.ts';
import { lockInTransaction, SQLITE_LOCK_TABLE } from './lock-in-transaction.ts';

function sqlite(file: string): { db: Kysely<unknown>; raw: BetterSqlite3Type.Database } {
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  raw.exec(`create table if not exists "${SQLITE_LOCK_TABLE}" ("key" varchar(200) primary key)`);
  return { db: new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) }), raw };
}

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
    const { db } = sqlite(':memory:');
    expect(await race(db, ['a', 'a'])).toEqual(['first done', 'second locked']);
    await db.destroy();
  });

  it('takes the SQLite file\'s write lock first thing, so another process waits instead of failing after its read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
    const one = sqlite(join(dir, 'shared.sqlite'));
    const other = new BetterSqlite3(join(dir, 'shared.sqlite'));
    other.pragma('busy_timeout = 0');
    try {
      const answer = await one.db.transaction().execute(async (trx) => {
        await lockInTransaction(trx, ['stock:88:1201', 'discount-code:88:RARE3']);
        // Another connection on the file (another process in production) cannot start writing now.
        try {
          other.exec('begin immediate');
          other.exec('rollback');
          return 'other wrote';
        } catch (error) {
          return (error as { code?: string }).code;
        }
      });
      expect(answer).toBe('SQLITE_BUSY');
      other.exec('begin immediate');
      other.exec('rollback');
      expect((await sql<{ n: number }>`select count(*) as n from ${sql.table(SQLITE_LOCK_TABLE)}`.execute(one.db)).rows[0]?.n).toBe(0);
    } finally {
      other.close();
      await one.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
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
