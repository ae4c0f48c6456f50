import { createRequire } from 'node:module';
import type BetterSqlite3Type from 'better-sqlite3';
import { sqliteDriverFor } from './sqlite-driver-for.ts';

/**
 * better-sqlite3's `Database` class, from the build this Node can run (see `sqliteDriverFor`):
 * 13.x on Node 24, 12.x on Node 20. Both have the same API. Import this, never 'better-sqlite3'.
 */
export const BetterSqlite3 = createRequire(import.meta.url)(sqliteDriverFor(process.versions.napi)) as typeof BetterSqlite3Type;
