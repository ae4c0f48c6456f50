import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { readBlobs, readManifest } from '../../config/versions/version-store.ts';
import type { VersionDiff } from '../../../schemas/api/editor/editor-history.ts';
import { isDocumentPath } from '../site-documents.ts';
import { siteDiffOfTexts } from './site-diff-of-files.ts';

/** One site's documents of a whole manifest (pure): path inside the site folder → content hash. */
export function siteDocuments(manifest: Record<string, string>, siteName: string): Record<string, string> {
  const prefix = `${siteName}/`;
  const site: Record<string, string> = {};
  for (const [path, hash] of Object.entries(manifest)) {
    if (path.startsWith(prefix) && isDocumentPath(path.slice(prefix.length))) site[path.slice(prefix.length)] = hash;
  }
  return site;
}

/** One site's documents in a version; undefined when there is no such version. */
export async function siteManifest(db: Kysely<Database>, id: number, siteName: string): Promise<Record<string, string> | undefined> {
  const manifest = await readManifest(db, id);
  return manifest ? siteDocuments(manifest, siteName) : undefined;
}

/** What changed in a site between two of its document manifests: the paths, and the diff per page, block and field (only those files and pages.json are read). */
export async function diffSiteManifests(db: Kysely<Database>, a: Record<string, string>, b: Record<string, string>): Promise<{ changed: string[]; diff: VersionDiff }> {
  const changed = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((path) => a[path] !== b[path]).sort();
  const [before, after] = [await textsOf(db, a, [...changed, 'pages.json']), await textsOf(db, b, [...changed, 'pages.json'])];
  return { changed, diff: siteDiffOfTexts(changed, (path) => before.get(path), (path) => after.get(path)) };
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
