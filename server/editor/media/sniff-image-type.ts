import { SNIFFED_TYPES, sniffFileType } from '../../files/sniff-file-type.ts';

/** The pictures the media library takes, by the type their bytes show, and the extension each is served under. */
export const LIBRARY_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
export type LibraryType = keyof typeof LIBRARY_TYPES;

/** Whether a stored type is one the library takes (every row's is: it was sniffed from the bytes before the insert). */
export const isLibraryType = (mime: string): mime is LibraryType => Object.hasOwn(LIBRARY_TYPES, mime);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** An ISO-BMFF `ftyp` box naming AVIF as its major or a compatible brand (`avif`, `avis`). */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * The type of a picture from its first bytes (magic numbers), among JPEG, PNG, WebP and AVIF; null
 * for anything else (SVG, GIF, text, PDF…). The file's name and declared type play no part: the
 * JPEG, PNG and WebP signatures are the file store's (`sniffFileType`), AVIF is its `ftyp` brand.
 */
export function sniffImageType(head: Uint8Array): LibraryType | null {
  if (isAvif(head)) return 'image/avif';
  const found = sniffFileType(head, '');
  if (found === SNIFFED_TYPES.jpeg || found === SNIFFED_TYPES.png || found === SNIFFED_TYPES.webp) return found;
  return null;
}
