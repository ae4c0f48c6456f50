import { LIBRARY_TYPES, type LibraryType } from './sniff-image-type.ts';

/** Where library pictures live in the configuration's `/media/…` space. */
export const LIBRARY_PREFIX = '/media/library/';

/** The `src` an image field stores for a library picture: `/media/library/<sha256>.<ext>`. */
export function mediaSrc(hash: string, mime: string): string {
  return `${LIBRARY_PREFIX}${hash}.${LIBRARY_TYPES[mime as LibraryType] ?? 'jpg'}`;
}

/** The content hash a library `src` (or an `/ik-seo` address of one) names, or null. */
export function libraryHashOf(path: string): string | null {
  return /\/media\/library\/([0-9a-f]{64})(?:[./]|$)/.exec(path)?.[1] ?? null;
}
