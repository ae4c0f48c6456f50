import { personalPathPrefixes } from '../../../rules/fixed-routes.ts';
import { siteOrigin } from './site-origin.ts';

/** What search engines should not crawl: the API and the personal pages (fixed routes marked `personal`), both languages. */
export const ROBOTS_DISALLOW: readonly string[] = ['/api/', ...personalPathPrefixes()];

/** robots.txt: everything public is crawlable, private areas are not; points at the sitemap. */
export function robotsTxt(origin: string): string {
  const base = siteOrigin(origin);
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
