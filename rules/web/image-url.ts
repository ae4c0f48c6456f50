import { slugify } from '../text/slugify.ts';

/** The image CDN prefix (§7 Images). */
export const IMAGE_CDN_PREFIX = '/ik-seo';

export interface ImageUrlParts {
  /** The source path without extension, starting with '/' (e.g. `/media/fleet/coach`). */
  path: string;
  /** The SEO file name shown in the URL. */
  name: string;
  ext: string;
  /** Ask for the WebP variant: swaps the extension. */
  webp?: boolean;
}

/** `/ik-seo{path}/{name}.{ext}`, or `.webp` for the WebP variant: the one builder of image addresses, for the pages and the mails. */
export function imageUrl({ path, name, ext, webp = false }: ImageUrlParts): string {
  if (!path.startsWith('/') || path.includes('..')) {
    throw new TypeError(`imageUrl: path must be absolute and without "..", got "${path}"`);
  }
  if (!/^[a-z0-9]+$/i.test(ext)) throw new TypeError(`imageUrl: invalid extension "${ext}"`);
  const seo = slugify(name) || 'image';
  return `${IMAGE_CDN_PREFIX}${path}/${seo}.${webp ? 'webp' : ext.toLowerCase()}`;
}

