import { normalizeImage } from '../../../schemas/validation/normalize-image.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

/**
 * The image picker's choices: the pictures of the site's media folder (`files`), each with the alt
 * texts the site's documents already give it (`{ src: '/media/…', alt }`).
 */
export function siteImages(docs: Record<string, unknown>, files: readonly string[]): { src: string; alt?: TextPair }[] {
  const found = new Map<string, { src: string; alt?: TextPair }>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const object = normalizeImage(value) as Record<string, unknown>;
      if (typeof object.src === 'string' && object.src.startsWith('/media/') && !found.has(object.src)) {
        const alt = object.alt as { fr?: unknown; en?: unknown } | undefined;
        found.set(object.src, typeof alt?.fr === 'string' && typeof alt.en === 'string' ? { src: object.src, alt: { fr: alt.fr, en: alt.en } } : { src: object.src });
      }
      Object.values(object).forEach(visit);
    }
  };
  visit(docs);
  return files.map((src) => found.get(src) ?? { src });
}
