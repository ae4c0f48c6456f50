import { imageUrl } from '../../engine/api/image-url.ts';
import { absoluteUrl, siteOrigin } from './site-origin.ts';

const PICTURE = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;

/**
 * The absolute URL of a site picture for structured data and link previews: a picture original
 * (`/media/wines/x.png`, `/media/wines/x.svg`) is named by its JPEG variant on the image CDN path,
 * `/ik-seo{path}/{name}.jpg` (§7), which every consumer accepts (merchant listings take no SVG
 * and not every crawler takes WebP); the server converts a raster original and draws an SVG one
 * (host/assets/image-variants.server.ts). Absolute http(s) URLs are returned unchanged; null for
 * anything else.
 */
export function seoImageUrl(origin: string, src: string | null | undefined, seoName?: string): string | null {
  if (typeof src !== 'string' || src.trim() === '') return null;
  const clean = src.trim().replace(/[?#].*$/, '');
  if (/^https?:\/\//i.test(clean)) return clean;
  if (!clean.startsWith('/') || clean.startsWith('//')) return null;
  if (clean.startsWith('/ik-seo/')) return absoluteUrl(siteOrigin(origin), clean);
  const match = /^(.*\/([^/]+))\.([a-z0-9]+)$/i.exec(clean);
  if (!match) return null;
  const [, stemPath = '', stem = '', ext = ''] = match;
  return absoluteUrl(siteOrigin(origin), imageUrl({ path: stemPath, name: seoName || stem, ext: PICTURE.test(clean) ? 'jpg' : ext }));
}
