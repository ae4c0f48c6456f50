import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; throws with the failing migration's name and error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
