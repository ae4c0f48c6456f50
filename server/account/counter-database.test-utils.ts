import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createTestDatabase } from '../../tests/contract/harness.test-utils.ts';
import { createDatabase } from '../db/create-database.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * A migrated database for the counter tests: SQLite in a temp folder, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (as the contract harness does).
 */
export async function openCounterDatabase(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-counters-'));
  const admin = process.env.TEST_DATABASE_URL;
  const pg = admin ? await createTestDatabase(admin) : undefined;
  const db = createDatabase({ dataDir: dir, databaseUrl: pg?.url });
  await migrateToLatest(db as Kysely<unknown>);
  return {
    db,
    close: async () => {
      await db.destroy();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
