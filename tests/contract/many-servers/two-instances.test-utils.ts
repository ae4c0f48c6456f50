import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../../server/db/create-database.ts';
import type { Database } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { createTestDatabase } from '../harness.test-utils.ts';

/**
 * One database seen by two instances (two pools, as two processes would have): a fresh
 * PostgreSQL database with TEST_DATABASE_URL, else one SQLite file opened twice.
 */
export async function twoInstances(): Promise<{ a: Kysely<Database>; b: Kysely<Database>; url: string | undefined; dataDir: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-instances-'));
  const admin = process.env.TEST_DATABASE_URL;
  const fresh = admin ? await createTestDatabase(admin) : null;
  const open = () => createDatabase({ dataDir, databaseUrl: fresh?.url });
  const a = open();
  await migrateToLatest(a as never);
  const b = open();
  return {
    a, b, url: fresh?.url, dataDir,
    close: async () => {
      await a.destroy();
      await b.destroy();
      await fresh?.drop();
    },
  };
}
