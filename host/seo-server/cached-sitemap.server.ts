/** How long a built sitemap is kept while its sources stay the same (the files' dates are read again after). */
export const SITEMAP_KEEP_MS = 5 * 60_000;
const sitemaps = new Map<string, { sources: readonly unknown[]; at: number; files: string[] }>();

/**
 * The sitemap files of a site (sitemapFiles), built again only when one of the API answers it comes from is a new
 * version (the configuration cache hands back the very same object while a document is
 * unchanged) or after SITEMAP_KEEP_MS: a 10,000-page site costs its build once, not per request.
 */
export function cachedSitemap(key: string, sources: readonly unknown[], now: number, build: () => string[]): string[] {
  const kept = sitemaps.get(key);
  if (kept && now - kept.at < SITEMAP_KEEP_MS && kept.sources.length === sources.length && kept.sources.every((one, i) => one === sources[i])) {
    return kept.files;
  }
  const files = build();
  sitemaps.set(key, { sources, at: now, files });
  return files;
}
