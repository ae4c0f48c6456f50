import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ConfigBundleFiles } from '../config-bundle.ts';
import { changedPaths, manifestRowFor, resolveManifest, type Manifest, type ManifestRow } from './manifest-row.ts';

/** Where a version came from. */
export type VersionSource = 'cli' | 'editor' | 'rollback' | 'import';

/** What the history shows of a version beside its manifest. */
export interface VersionMeta {
  publishedBy: string | null;
  message: string | null;
  source: VersionSource;
  site: string | null;
  /** What changed from the version before, as the history lists it (files, pages). */
  summary: Record<string, unknown>;
}

/** Hashes asked per query (a bound on the statement's size). */
const HASHES_PER_QUERY = 200;

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The whole manifest of version row `id` (one or two rows read), or undefined when there is no such row. */
export async function readManifest(db: Kysely<Database>, id: number): Promise<Manifest | undefined> {
  const row = await db.selectFrom('configVersions').select(['baseId', 'manifest']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const stored: ManifestRow = { baseId: row.baseId, manifest: JSON.parse(row.manifest) as ManifestRow['manifest'] };
  if (stored.baseId === null) return resolveManifest(stored, undefined);
  const base = await db.selectFrom('configVersions').select('manifest').where('id', '=', stored.baseId).executeTakeFirst();
  return resolveManifest(stored, base ? (JSON.parse(base.manifest) as Manifest) : undefined);
}

/** The bytes of the given hashes (those stored), by hash. */
export async function readBlobs(db: Kysely<Database>, hashes: readonly string[]): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const unique = [...new Set(hashes)];
  for (let at = 0; at < unique.length; at += HASHES_PER_QUERY) {
    const rows = await db.selectFrom('configBlobs').select(['hash', 'bytes']).where('hash', 'in', unique.slice(at, at + HASHES_PER_QUERY)).execute();
    for (const row of rows) found.set(row.hash, Buffer.from(row.bytes));
  }
  return found;
}

/** The files of a manifest as a bundle (base64), or the first path whose bytes are missing. */
export async function filesOfManifest(db: Kysely<Database>, manifest: Manifest): Promise<{ ok: true; files: ConfigBundleFiles } | { ok: false; reason: string }> {
  const blobs = await readBlobs(db, Object.values(manifest));
  const files: ConfigBundleFiles = {};
  for (const [path, hash] of Object.entries(manifest)) {
    const bytes = blobs.get(hash);
    if (!bytes) return { ok: false, reason: `the bytes of "${path}" (${hash.slice(0, 12)}) are missing` };
    files[path] = bytes.toString('base64');
  }
  return { ok: true, files };
}

/**
 * Stores a version: the bytes of the files not stored yet (each once, under its sha256), and one
 * row holding the manifest (storeManifestVersion). Answers the new row's id.
 */
export async function storeConfigVersion(
  db: Kysely<Database>, bundle: { version: string; files: ConfigBundleFiles }, at: string, meta: VersionMeta,
): Promise<number> {
  const manifest: Manifest = {};
  const bytesOf = new Map<string, Buffer>();
  for (const [path, base64] of Object.entries(bundle.files)) {
    const bytes = Buffer.from(base64, 'base64');
    const hash = sha256(bytes);
    manifest[path] = hash;
    bytesOf.set(hash, bytes);
  }
  return storeManifestVersion(db, { version: bundle.version, manifest }, at, meta, bytesOf);
}

/**
 * Stores a version given by its manifest: `bytes` holds the files not stored yet (a rollback
 * needs none: every file it names is stored); the row keeps the manifest as its changes from the
 * newest whole row (manifestRowFor), blobs and row in one transaction. Answers the new row's id.
 */
export async function storeManifestVersion(
  db: Kysely<Database>, input: { version: string; manifest: Manifest }, at: string, meta: VersionMeta, bytesOf: ReadonlyMap<string, Buffer> = new Map(),
): Promise<number> {
  const { manifest } = input;
  const latest = await db.selectFrom('configVersions').select(['id', 'baseId']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const wholeId = latest ? latest.baseId ?? latest.id : undefined;
  const wholeManifest = wholeId === undefined ? undefined : await readManifest(db, wholeId);
  const row = manifestRowFor(manifest, wholeId === undefined || !wholeManifest ? undefined : { id: wholeId, manifest: wholeManifest });
  // The files it changes, when the publisher did not say (`npm run publish-config`): against the newest version.
  const previous = latest === undefined ? {} : latest.id === wholeId ? wholeManifest ?? {} : (await readManifest(db, latest.id)) ?? {};
  const summary = 'files' in meta.summary ? meta.summary : { ...meta.summary, files: changedPaths(previous, manifest) };
  const stored = new Set<string>();
  const hashes = [...bytesOf.keys()];
  for (let i = 0; i < hashes.length; i += HASHES_PER_QUERY) {
    const rows = await db.selectFrom('configBlobs').select('hash').where('hash', 'in', hashes.slice(i, i + HASHES_PER_QUERY)).execute();
    for (const { hash } of rows) stored.add(hash);
  }
  return db.transaction().execute(async (trx) => {
    for (const [hash, bytes] of bytesOf) {
      if (stored.has(hash)) continue;
      await trx.insertInto('configBlobs').values({ hash, bytes, size: bytes.length }).onConflict((oc) => oc.column('hash').doNothing()).execute();
    }
    const inserted = await trx.insertInto('configVersions').values({
      version: input.version, publishedAt: at, publishedBy: meta.publishedBy, message: meta.message, source: meta.source, site: meta.site,
      summary: JSON.stringify(summary), baseId: row.baseId, manifest: JSON.stringify(row.manifest),
    }).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  });
}
