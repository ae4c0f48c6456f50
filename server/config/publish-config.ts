import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { bundleVersion, type ConfigBundleFiles } from './config-bundle.ts';

/** The newest published configuration's row id and version, or undefined when none was published. */
export async function latestConfigVersion(db: Kysely<Database>): Promise<{ id: number; version: string } | undefined> {
  return db.selectFrom('configBundles').select(['id', 'version']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The files of one published configuration. */
export async function readConfigBundle(db: Kysely<Database>, id: number): Promise<{ version: string; files: ConfigBundleFiles } | undefined> {
  const row = await db.selectFrom('configBundles').select(['version', 'files']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const files = JSON.parse(row.files) as ConfigBundleFiles;
  if (bundleVersion(files) !== row.version) throw new Error(`configuration bundle ${id}: its files do not match version ${row.version}`);
  return { version: row.version, files };
}

/**
 * Publishes a (validated) configuration: a new row, unless the newest one already has this
 * version. Instances with `CONFIG_SOURCE=database` serve the newest row (followPublishedConfig).
 */
export async function publishConfig(db: Kysely<Database>, bundle: { version: string; files: ConfigBundleFiles }, at: string): Promise<{ version: string; published: boolean }> {
  const latest = await latestConfigVersion(db);
  if (latest?.version === bundle.version) return { version: bundle.version, published: false };
  await db.insertInto('configBundles').values({ version: bundle.version, publishedAt: at, files: JSON.stringify(bundle.files) }).execute();
  return { version: bundle.version, published: true };
}
