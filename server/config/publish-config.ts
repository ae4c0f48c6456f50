import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { parseConfigBundle, type ConfigBundleFiles } from './config-bundle.ts';

/** A published row: its id and version. */
export interface ConfigRow { id: number; version: string }

/** The newest published configuration's row id and version, or undefined when none was published. */
export async function latestConfigVersion(db: Kysely<Database>): Promise<ConfigRow | undefined> {
  return db.selectFrom('configBundles').select(['id', 'version']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The newest row published before row `id` (a starting instance walks back to a usable one). */
export async function configVersionBefore(db: Kysely<Database>, id: number): Promise<ConfigRow | undefined> {
  return db.selectFrom('configBundles').select(['id', 'version']).where('id', '<', id).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * The files of one published configuration (one download), checked by parseConfigBundle: a row
 * that is no JSON, names a path outside its folder or does not match its version says why.
 */
export async function readConfigBundle(
  db: Kysely<Database>, id: number,
): Promise<{ version: string; ok: true; files: ConfigBundleFiles } | { version: string; ok: false; reason: string } | undefined> {
  const row = await db.selectFrom('configBundles').select(['version', 'files']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { version: row.version, ...parseConfigBundle(row.version, row.files) };
}

/**
 * Publishes a (validated) configuration: a new row, unless the newest one already has this
 * version. Instances with `CONFIG_SOURCE=database` serve the newest row that validates
 * (followPublishedConfig).
 */
export async function publishConfig(db: Kysely<Database>, bundle: { version: string; files: ConfigBundleFiles }, at: string): Promise<{ version: string; published: boolean }> {
  const latest = await latestConfigVersion(db);
  if (latest?.version === bundle.version) return { version: bundle.version, published: false };
  await db.insertInto('configBundles').values({ version: bundle.version, publishedAt: at, files: JSON.stringify(bundle.files) }).execute();
  return { version: bundle.version, published: true };
}
