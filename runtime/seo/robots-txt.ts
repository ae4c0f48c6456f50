import { siteOrigin } from './site-origin.ts';

/** Private areas (both languages) that search engines should not crawl. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/', '/account', '/en/account', '/auth', '/en/auth', '/cart', '/en/cart',
  '/order/', '/en/order/', '/password/', '/en/password/',
];

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
