import { IMAGE_CDN_PREFIX, imageUrl } from '../../../rules/web/image-url.ts';

export { IMAGE_CDN_PREFIX, imageUrl };
export type { ImageUrlParts } from '../../../rules/web/image-url.ts';

/** Raster formats that have a WebP variant; SVG keeps its own extension. */
const WEBP_ABLE = new Set(['png', 'jpg', 'jpeg']);

/**
 * A site media path (`/media/fleet/coach.svg`) as its CDN path
 * (`/ik-seo/media/fleet/coach/<seoName>.svg`). With `webp`, PNG and JPEG images ask for the
 * WebP variant; SVG stays SVG. External, data and extension-less URLs are returned unchanged.
 */
export function mediaImage(src: string, seoName: string, options: { webp?: boolean } = {}): string {
  if (!src.startsWith('/') || src.startsWith('//') || src.startsWith(`${IMAGE_CDN_PREFIX}/`)) return src;
  const match = /^(.*\/[^/]+)\.([a-z0-9]+)$/i.exec(src.replace(/[?#].*$/, ''));
  if (!match) return src;
  const [, stemPath = '', ext = ''] = match;
  const lower = ext.toLowerCase();
  const stem = stemPath.slice(stemPath.lastIndexOf('/') + 1);
  return imageUrl({ path: stemPath, name: seoName || stem, ext: lower, webp: options.webp === true && WEBP_ABLE.has(lower) });
}

export interface ParsedImagePath {
  /** The source path without extension (`/media/fleet/coach`). */
  stemPath: string;
  seoName: string;
  ext: string;
  webp: boolean;
  /**
   * Files to try, in order, relative to the site folder: `media/fleet/coach.svg`; for a WebP
   * request the `.webp` file first, then the PNG and JPEG originals.
   */
  candidates: string[];
}

/**
 * The inverse of `imageUrl` for the web server: `/ik-seo/<dir>/<stem>/<seoName>.<ext>` →
 * `<dir>/<stem>.<ext>`. Returns null for anything else, including paths with `..`, `.` or
 * empty segments.
 */
export function parseImagePath(urlPath: string): ParsedImagePath | null {
  if (!urlPath.startsWith(`${IMAGE_CDN_PREFIX}/`)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.slice(IMAGE_CDN_PREFIX.length).replace(/[?#].*$/, ''));
  } catch {
    return null;
  }
  const segments = decoded.split('/').slice(1);
  if (segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) return null;
  const file = /^(.+)\.([a-z0-9]+)$/i.exec(segments[segments.length - 1] ?? '');
  if (!file) return null;
  const [, seoName = '', rawExt = ''] = file;
  const ext = rawExt.toLowerCase();
  const stemPath = `/${segments.slice(0, -1).join('/')}`;
  const base = stemPath.slice(1);
  const webp = ext === 'webp';
  const candidates = webp ? ['webp', 'png', 'jpg', 'jpeg'].map((e) => `${base}.${e}`) : [`${base}.${ext}`];
  return { stemPath, seoName, ext, webp, candidates };
}
