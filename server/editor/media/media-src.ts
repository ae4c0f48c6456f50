import { LIBRARY_TYPES, type LibraryType } from './sniff-image-type.ts';

/** Where library pictures live in the configuration's `/media/…` space. */
export const LIBRARY_PREFIX = '/media/library/';

/** The `src` an image field stores for a library picture: `/media/library/<sha256>.<ext>`. */
export function mediaSrc(hash: string, mime: string): string {
  return `${LIBRARY_PREFIX}${hash}.${LIBRARY_TYPES[mime as LibraryType] ?? 'jpg'}`;
}

