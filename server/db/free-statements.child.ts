/**
 * Run by create-database.test.ts in a child process (`node --expose-gc --import tsx`): opens a
 * SQLite database through createDatabase, leaves statements to the garbage collector (more
 * distinct queries than the statement cache keeps, a pragma's statement, then the whole closed
 * database), collects, and prints "freed". On better-sqlite3 12 built for Node ≥ 24.19 the first
 * collection aborts the process instead (decision 0034).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { BetterSqlite3 } from './better-sqlite3.ts';
import { createDatabase } from './create-database.ts';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-free-statements-'));
try {
  let db = createDatabase({ dataDir });
  for (let n = 0; n < 600; n += 1) await sql`select ${sql.lit(n)} as n`.execute(db);
  await db.destroy();
  const raw = new BetterSqlite3(join(dataDir, 'vitrine.sqlite'));
  raw.pragma('user_version');
  raw.close();
  collect();
  db = createDatabase({ dataDir });
  await sql`select 1 as one`.execute(db);
  await db.destroy();
  collect();
  await new Promise((resolve) => setTimeout(resolve, 10));
  collect();
  process.stdout.write('freed\n');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
