import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { bundleVersion, isSafeBundlePath, packConfigFolder, type ConfigBundleFiles } from '../config/config-bundle.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { DraftFiles } from './draft-store.ts';

/**
 * Writes a draft's files into the live site folder (files mode): each document through a
 * temporary file renamed over the old one, so the watcher and a reader never see half a file;
 * a file the draft deletes is removed. Every path is checked before the first write.
 */
export function writeDraftFiles(folder: string, files: DraftFiles): void {
  const refused = Object.keys(files).find((path) => !isSafeBundlePath(path));
  if (refused !== undefined) throw new Error(`draft: refused path "${refused}"`);
  for (const [path, text] of Object.entries(files)) {
    const target = join(folder, path);
    if (text === null) {
      rmSync(target, { force: true });
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      writeFileSync(temp, text);
      renameSync(temp, target);
    } finally {
      rmSync(temp, { force: true });
    }
  }
}

/** The configuration bundle of every site folder under the live root, with one site's draft applied (database mode). */
export function draftBundle(site: LoadedSite, files: DraftFiles): { version: string; files: ConfigBundleFiles } {
  const bundle = packConfigFolder(dirname(site.folder)).files;
  const name = basename(site.folder);
  for (const [path, text] of Object.entries(files)) {
    if (text === null) delete bundle[`${name}/${path}`];
    else bundle[`${name}/${path}`] = Buffer.from(text, 'utf8').toString('base64');
  }
  return { version: bundleVersion(bundle), files: bundle };
}
