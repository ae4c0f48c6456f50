import { mediaCdnPath } from '../../../engine/data/media-path.ts';
import type { MediaItem } from './media-api.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** Whether `src` names a media library picture (`/media/library/<sha256>.<ext>`). */
export const isLibrarySrc = (src: string) => /^\/media\/library\/[0-9a-f]{64}\.[a-z0-9]+$/.test(src);

/** The thumbnail address of a picture: a library one through the image pipeline (320 px), a site one as it is. */
export function thumbOf(src: string): string {
  return isLibrarySrc(src) ? `${mediaCdnPath(src)}?tr=w-320` : src;
}

/** Library pictures as the image picker's choices: src, alt texts and pixels. */
export function libraryImages(items: readonly MediaItem[]): { src: string; alt: TextPair; width: number; height: number }[] {
  return items.map((item) => ({ src: item.src, alt: item.alt, width: item.width, height: item.height }));
}
