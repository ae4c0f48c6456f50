import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { checkConfigBundle, type ConfigBundleFiles } from './config-bundle.ts';
import type { LatestPublication } from './versions/overwrite-refusal.ts';
import { filesOfManifest, readManifest, storeConfigVersion, type VersionMeta } from './versions/version-store.ts';

/** A published row: its id and version. */
export interface ConfigRow { id: number; version: string }

/** The newest published configuration's row id and version, or undefined when none was published. */
export async function latestConfigVersion(db: Kysely<Database>): Promise<ConfigRow | undefined> {
  return db.selectFrom('configVersions').select(['id', 'version']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The newest row published before row `id` (a starting instance walks back to a usable one). */
export async function configVersionBefore(db: Kysely<Database>, id: number): Promise<ConfigRow | undefined> {
  return db.selectFrom('configVersions').select(['id', 'version']).where('id', '<', id).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * The files of one published configuration (its manifest, then the bytes it names), checked by
 * checkConfigBundle: a missing file, a path outside its folder or files that do not match the
 * version say why.
 */
export async function readConfigBundle(
  db: Kysely<Database>, id: number,
): Promise<{ version: string; ok: true; files: ConfigBundleFiles } | { version: string; ok: false; reason: string } | undefined> {
  const row = await db.selectFrom('configVersions').select('version').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  let manifest;
  try {
    manifest = await readManifest(db, id);
  } catch (error) {
    return { version: row.version, ok: false, reason: `its manifest is unreadable (${(error as Error).message})` };
  }
  if (!manifest) return undefined;
  const files = await filesOfManifest(db, manifest);
  if (!files.ok) return { version: row.version, ...files };
  return { version: row.version, ...checkConfigBundle(row.version, files.files) };
}

/** What `npm run publish-config` records of itself. */
const CLI: VersionMeta = { publishedBy: null, message: null, source: 'cli', site: null, summary: {} };

/**
 * Publishes a (validated) configuration: a new version (its new files' bytes and a manifest,
 * storeConfigVersion), unless the newest one already has this version. Instances with
 * `CONFIG_SOURCE=database` serve the newest version that validates (followPublishedConfig).
 */
export async function publishConfig(
  db: Kysely<Database>, bundle: { version: string; files: ConfigBundleFiles }, at: string, meta: VersionMeta = CLI,
): Promise<{ version: string; published: boolean }> {
  const latest = await latestConfigVersion(db);
  if (latest?.version === bundle.version) return { version: bundle.version, published: false };
  await storeConfigVersion(db, bundle, at, meta);
  return { version: bundle.version, published: true };
}

/** The newest version with where it came from, when and who (`npm run publish-config` weighs it before overwriting). */
export async function latestPublication(db: Kysely<Database>): Promise<(ConfigRow & LatestPublication) | undefined> {
  return db.selectFrom('configVersions').select(['id', 'version', 'source', 'publishedAt', 'publishedBy']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
