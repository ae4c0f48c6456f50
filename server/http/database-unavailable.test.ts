import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BetterSqlite3 } from '../db/better-sqlite3.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
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
    for (const state of ['57P01', '57P03', '08006', '53300', '3D000']) expect(isDatabaseUnavailable(coded('pg', state)), state).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: coded('reset', 'ECONNRESET') }))).toBe(true);
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
    expect(isDatabaseUnavailable(coded('UNIQUE constraint failed: users.email', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(new ApiError(409, 'taken'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
