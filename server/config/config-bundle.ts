import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesOf } from '../../schemas/validation/site-files.server.ts';
import { listSiteFolders } from './read-site-folder.ts';

/** Every file of every site folder, by `<site>/<path>`, as base64: what `npm run publish-config` stores. */
export type ConfigBundleFiles = Record<string, string>;

/** The version of a bundle: sha256 over its paths and their contents' sha256, in path order. */
export function bundleVersion(files: ConfigBundleFiles): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(files).sort()) {
    hash.update(path).update('\0').update(createHash('sha256').update(Buffer.from(files[path]!, 'base64')).digest('hex')).update('\n');
  }
  return hash.digest('hex');
}

/** Reads the site folders of `root` (hidden files and folders aside) into a bundle. */
export function packConfigFolder(root: string): { version: string; files: ConfigBundleFiles } {
  const files: ConfigBundleFiles = {};
  for (const site of listSiteFolders(root)) {
    for (const rel of filesOf(join(root, site))) {
      if (rel.split('/').some((segment) => segment.startsWith('.'))) continue;
      files[`${site}/${rel}`] = readFileSync(join(root, site, rel)).toString('base64');
    }
  }
  return { version: bundleVersion(files), files };
}

/** Writes a bundle's files under `folder` (which must be new: the caller renames it into place). */
export function unpackConfigBundle(files: ConfigBundleFiles, folder: string): void {
  for (const [path, base64] of Object.entries(files)) {
    if (path.split('/').some((segment) => segment === '..' || segment === '') || path.startsWith('/')) {
      throw new Error(`configuration bundle: refused path "${path}"`);
    }
    const target = join(folder, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(base64, 'base64'));
  }
}
