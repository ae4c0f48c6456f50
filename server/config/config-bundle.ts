import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesOf } from '../../schemas/validation/site-files.server.ts';
import { listSiteFolders } from './read-site-folder.ts';

/** Every file of every site folder, by `<site>/<path>`, as base64: what `npm run publish-config` stores. */
export type ConfigBundleFiles = Record<string, string>;

/** The version of a bundle: sha256 over its paths and their contents' sha256, in path order. */
export function bundleVersion(files: ConfigBundleFiles): string {
  const manifest: Record<string, string> = {};
  for (const [path, base64] of Object.entries(files)) manifest[path] = createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');
  return manifestVersion(manifest);
}

/** The same version from a manifest (path → sha256 of the content), without the bytes. */
export function manifestVersion(manifest: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(manifest).sort()) hash.update(path).update('\0').update(manifest[path]!).update('\n');
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

/** Whether a bundle path stays inside its folder: relative, no `..` nor empty segment, no backslash. */
export function isSafeBundlePath(path: string): boolean {
  return !path.startsWith('/') && !path.includes('\\') && !path.split('/').some((segment) => segment === '..' || segment === '' || segment === '.');
}

/**
 * The files of a stored bundle row, checked before anything is written: JSON, an object of
 * base64 strings, every path inside the folder, the version the sha256 of these files. A row that
 * fails says why (the follow loop refuses it and keeps the version it serves).
 */
export function parseConfigBundle(version: string, text: string): { ok: true; files: ConfigBundleFiles } | { ok: false; reason: string } {
  let files: unknown;
  try {
    files = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `its files are not JSON (${(error as Error).message})` };
  }
  return checkConfigBundle(version, files);
}

/** A version's files checked: an object of base64 strings, every path inside the folder, the version the sha256 of these files. */
export function checkConfigBundle(version: string, files: unknown): { ok: true; files: ConfigBundleFiles } | { ok: false; reason: string } {
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return { ok: false, reason: 'its files are not an object of paths' };
  for (const [path, content] of Object.entries(files)) {
    if (!isSafeBundlePath(path)) return { ok: false, reason: `refused path "${path}"` };
    if (typeof content !== 'string') return { ok: false, reason: `the content of "${path}" is not a base64 string` };
  }
  if (bundleVersion(files as ConfigBundleFiles) !== version) return { ok: false, reason: `its files do not match version ${version}` };
  return { ok: true, files: files as ConfigBundleFiles };
}

/** Writes a bundle's files under `folder` (which must be new: the caller renames it into place). Every path is checked before the first write. */
export function unpackConfigBundle(files: ConfigBundleFiles, folder: string): void {
  const refused = Object.keys(files).find((path) => !isSafeBundlePath(path));
  if (refused !== undefined) throw new Error(`configuration bundle: refused path "${refused}"`);
  for (const [path, base64] of Object.entries(files)) {
    const target = join(folder, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(base64, 'base64'));
  }
}
