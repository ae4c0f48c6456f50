import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { formatDocument } from '../../../schemas/validation/format-document.ts';
import { orderLike } from '../order-like.ts';
import { isSafeBundlePath, packConfigFolder, type ConfigBundleFiles } from '../config-bundle.ts';
import { PULLED_VERSION_FILE } from './overwrite-refusal.ts';

const parsedOrUndefined = (bytes: Buffer | null): unknown => {
  if (bytes === null) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * A version's file as the folder should hold it (pure), so that `git diff` shows only what
 * changed: the file on disk as it is when its content is the same (whatever its layout), a JSON
 * document that changed written as the editor writes (two-space indent, final newline, keys in
 * the order of the file on disk), any other file byte for byte.
 */
export function pulledText(path: string, bytes: Buffer, onDisk: Buffer | null): Buffer {
  if (onDisk !== null && onDisk.equals(bytes)) return onDisk;
  if (!path.endsWith('.json')) return bytes;
  const document = parsedOrUndefined(bytes);
  if (document === undefined) return bytes;
  const reference = parsedOrUndefined(onDisk);
  if (reference !== undefined && isDeepStrictEqual(document, reference)) return onDisk!;
  return Buffer.from(formatDocument(orderLike(document, reference)), 'utf8');
}

/**
 * Writes a published version into the configuration folder `root` (`npm run pull-config`): each
 * file that differs (through a temporary file renamed over it), each file of a site folder of the
 * version that the version does not have removed, then `.pulled-version` naming the version (so
 * `npm run publish-config` knows these files include it). Every path is checked before the first write.
 */
export function writePulledVersion(root: string, version: string, files: ConfigBundleFiles): { written: string[]; removed: string[] } {
  const refused = Object.keys(files).find((path) => !isSafeBundlePath(path));
  if (refused !== undefined) throw new Error(`pull-config: refused path "${refused}"`);
  const sites = new Set(Object.keys(files).map((path) => path.split('/')[0]!));
  const local = packConfigFolder(root).files;
  const written: string[] = [];
  for (const [path, base64] of Object.entries(files)) {
    const target = join(root, path);
    const onDisk = existsSync(target) ? readFileSync(target) : null;
    const text = pulledText(path, Buffer.from(base64, 'base64'), onDisk);
    if (onDisk !== null && onDisk.equals(text)) continue;
    mkdirSync(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, target);
    written.push(path);
  }
  const removed = Object.keys(local).filter((path) => sites.has(path.split('/')[0]!) && !(path in files));
  for (const path of removed) rmSync(join(root, path), { force: true });
  writeFileSync(join(root, PULLED_VERSION_FILE), `${version}\n`);
  return { written: written.sort(), removed: removed.sort() };
}

/** The version `npm run pull-config` last wrote into `root`, or null. */
export function pulledVersion(root: string): string | null {
  try {
    return readFileSync(join(root, PULLED_VERSION_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
