import { escapeXml } from './escape-xml.ts';
import { HREFLANGS } from './head-tags.ts';
import { absoluteUrl, siteOrigin } from './site-origin.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

export interface SitemapEntry {
  paths: TextPair;
  /** W3C date (`2026-11-21`) or date-time. */
  lastmod?: string | null;
}

export interface SitemapInput {
  origin: string;
  entries: readonly SitemapEntry[];
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * sitemap.xml: one `<url>` per page and language, each listing the page in both languages and
 * x-default (French) as `xhtml:link` alternates, as search engines ask for multilingual sites.
 */
export function sitemapXml({ origin, entries }: SitemapInput): string {
  const base = siteOrigin(origin);
  if (!Array.isArray(entries)) throw new TypeError('sitemapXml: entries must be an array');
  const urls: string[] = [];
  for (const entry of entries) {
    if (entry.lastmod && !W3C_DATE.test(entry.lastmod)) {
      throw new TypeError(`sitemapXml: lastmod must be a W3C date like 2026-11-21, got ${JSON.stringify(entry.lastmod)}`);
    }
    const fr = absoluteUrl(base, entry.paths.fr);
    const en = absoluteUrl(base, entry.paths.en);
    const links = [
      `    <xhtml:link rel="alternate" hreflang="${HREFLANGS.fr}" href="${escapeXml(fr)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="${HREFLANGS.en}" href="${escapeXml(en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fr)}"/>`,
    ];
    for (const loc of [fr, en]) {
      const lastmod = entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : [];
      urls.push(['  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...lastmod, ...links, '  </url>'].join('\n'));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
