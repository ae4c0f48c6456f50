import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BetterSqlite3 } from '../db/better-sqlite3.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('isDatabaseUnavailable', () => {
  it('recognises a PostgreSQL server out of reach, shutting down or out of connections', () => {
    expect(isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const state of ['57P01', '57P03', '57P04', '08006', '08001', '53300', '53100', '3D000', '58030']) expect(isDatabaseUnavailable(coded('pg', state)), state).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: coded('reset', 'ECONNRESET') }))).toBe(true);
  });

  it('recognises a PostgreSQL role refused or revoked, a standby, and a statement or lock timeout, by SQLSTATE', () => {
    for (const state of ['28000', '28P01', '42501', '25006', '57014', '55P03']) expect(isDatabaseUnavailable(coded('pg', state)), state).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('recognises SQLite refusing or failing by its code, extended codes included', () => {
    for (const code of ['SQLITE_READONLY', 'SQLITE_READONLY_DBMOVED', 'SQLITE_PERM', 'SQLITE_AUTH', 'SQLITE_CANTOPEN', 'SQLITE_IOERR_WRITE', 'SQLITE_CORRUPT', 'SQLITE_NOMEM', 'SQLITE_FULL']) {
      expect(isDatabaseUnavailable(coded('sqlite', code)), code).toBe(true);
    }
  });

  it('recognises a real read-only SQLite database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-readonly-'));
    const writer = new BetterSqlite3(join(dir, 'db.sqlite'));
    writer.exec('create table t (x integer)');
    writer.close();
    const reader = new BetterSqlite3(join(dir, 'db.sqlite'), { readonly: true });
    try {
      expect(isDatabaseUnavailable(thrown(() => reader.exec('insert into t values (1)')))).toBe(true);
    } finally {
      reader.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('recognises a real SQLite "database is locked" and a closed connection', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-locked-'));
    const holder = new BetterSqlite3(join(dir, 'db.sqlite'));
    const other = new BetterSqlite3(join(dir, 'db.sqlite'));
    try {
      holder.exec('create table t (x integer)');
      other.pragma('busy_timeout = 0');
      holder.exec('begin exclusive');
      expect(isDatabaseUnavailable(thrown(() => other.exec('insert into t values (1)')))).toBe(true);
      holder.exec('rollback');
      other.close();
      expect(isDatabaseUnavailable(thrown(() => other.prepare('select 1')))).toBe(true);
    } finally {
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves bugs and refusals alone: a syntax error, a constraint, an ApiError, a thrown string', () => {
    expect(isDatabaseUnavailable(coded('syntax error at or near "selct"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(coded('relation "nope" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseUnavailable(coded('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(coded('could not serialize access', '40001'))).toBe(false);
    expect(isDatabaseUnavailable(coded('permission denied for table users', 'SOME_OTHER_CODE'))).toBe(false);
    expect(isDatabaseUnavailable(coded('UNIQUE constraint failed: users.email', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(new ApiError(409, 'taken'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
