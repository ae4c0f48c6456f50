/** The part of `GET /site/info` that names the site's public address. */
export interface SiteUrls {
  url?: unknown;
  prodUrl?: unknown;
}

function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin that canonical URLs, hreflang alternates, Open Graph and the sitemap use: the site's
 * public address (`info.url`, else `info.prodUrl`, reduced to its origin), so that a page reached
 * through a development host still names its production address. Falls back to `fallback` (the
 * request's origin) when the site configures none; null when neither is usable.
 */
export function seoOrigin(info: SiteUrls | null | undefined, fallback?: string | null): string | null {
  return originOf(info?.url) ?? originOf(info?.prodUrl) ?? originOf(fallback);
}
