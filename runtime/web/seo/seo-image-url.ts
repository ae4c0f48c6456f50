import { imageUrl } from '../../engine/api/image-url.ts';
import { absoluteUrl, siteOrigin } from './site-origin.ts';

const RASTER = /\.(?:jpe?g|png|webp|avif|gif)$/i;

/**
 * The absolute URL of a site picture for structured data and link previews. A raster original
 * (`/media/wines/x.png`) is named by its JPEG variant on the image CDN path,
 * `/ik-seo{path}/{name}.jpg` (§7), which every consumer accepts (merchant listings take no SVG
 * and not every crawler takes WebP). An SVG original has no raster variant: its own CDN URL is
 * kept (TODO: give SVG-only pictures a raster original, or a raster render, for merchant listings).
 * Absolute http(s) URLs are returned unchanged; null for anything else.
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
  const raster = RASTER.test(clean);
  return absoluteUrl(siteOrigin(origin), imageUrl({ path: stemPath, name: seoName || stem, ext: raster ? 'jpg' : ext }));
}
