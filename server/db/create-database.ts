import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { createLogger } from '../logger.ts';
import { BetterSqlite3 } from './better-sqlite3.ts';
import type { Database } from './database.ts';
import { withStatementCache } from './statement-cache.ts';

const log = createLogger('db');

export interface DatabaseOptions {
  /** Folder of the SQLite file (`vitrine.sqlite`); created if missing. */
  dataDir: string;
  /** When it starts with postgres:// (or postgresql://), PostgreSQL is used instead. */
  databaseUrl?: string | undefined;
}

/** Kysely over better-sqlite3 (default) or a pg Pool when `databaseUrl` names PostgreSQL. */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (a restart, a dropped database, a network
    // cut) emits 'error' on the pool; without a listener that is an uncaught exception that stops
    // the process. The pool replaces the client at the next query, so a line in the log is enough.
    pool.on('error', (error) => log.warn(`idle PostgreSQL connection lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(join(options.dataDir, 'vitrine.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}
