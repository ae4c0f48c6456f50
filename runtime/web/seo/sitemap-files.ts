import { escapeXml } from './escape-xml.ts';
import { siteOrigin } from './site-origin.ts';
import { sitemapXml, type SitemapEntry } from './sitemap-xml.ts';

/**
 * Entries per sitemap file: each gives two `<url>` (French and English), and a file may hold
 * 50,000 URLs and 50 MB (sitemaps.org); at about 600 bytes a URL, 25,000 entries stay far below both.
 */
export const SITEMAP_FILE_ENTRIES = 25_000;

/** The address of the n-th part of a split sitemap (from 1). */
export const sitemapPartPath = (part: number): string => `/sitemap-${part}.xml`;

/**
 * The sitemap files of a site: one `urlset` at `/sitemap.xml` when every entry fits, else a
 * sitemap index at `/sitemap.xml` followed by its parts (`/sitemap-1.xml`, …). Index 0 is always
 * `/sitemap.xml`, index n the part n.
 */
export function sitemapFiles(origin: string, entries: readonly SitemapEntry[], perFile: number = SITEMAP_FILE_ENTRIES): string[] {
  if (!Number.isInteger(perFile) || perFile < 1) throw new TypeError('sitemapFiles: perFile must be a whole number of at least 1');
  if (entries.length <= perFile) return [sitemapXml({ origin, entries })];
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += perFile) parts.push(sitemapXml({ origin, entries: entries.slice(start, start + perFile) }));
  const base = siteOrigin(origin);
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((_, i) => `  <sitemap><loc>${escapeXml(`${base}${sitemapPartPath(i + 1)}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [index, ...parts];
}
