import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { readBlobs, readManifest } from '../../config/versions/version-store.ts';
import { isDocumentPath } from '../site-documents.ts';

/** One site's documents in a version: path inside the site folder → content hash; undefined when there is no such version. */
export async function siteManifest(db: Kysely<Database>, id: number, siteName: string): Promise<Record<string, string> | undefined> {
  const manifest = await readManifest(db, id);
  if (!manifest) return undefined;
  const prefix = `${siteName}/`;
  const site: Record<string, string> = {};
  for (const [path, hash] of Object.entries(manifest)) {
    if (path.startsWith(prefix) && isDocumentPath(path.slice(prefix.length))) site[path.slice(prefix.length)] = hash;
  }
  return site;
}

/** The texts of the given paths of a site manifest (a path it lacks is absent). */
export async function textsOf(db: Kysely<Database>, manifest: Record<string, string>, paths: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...paths].filter((path) => manifest[path] !== undefined);
  const blobs = await readBlobs(db, wanted.map((path) => manifest[path]!));
  const texts = new Map<string, string>();
  for (const path of wanted) {
    const bytes = blobs.get(manifest[path]!);
    if (bytes) texts.set(path, bytes.toString('utf8'));
  }
  return texts;
}
