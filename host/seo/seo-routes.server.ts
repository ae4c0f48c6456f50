import type { ConfigCache } from '../data/config-cache.server.ts';
import type { SiteEntry } from '../data/engine-context.ts';
import { ServedPageTreeSchema } from '../../schemas/api/pages.ts';
import { ServedSiteInfoSchema } from '../../schemas/api/site.ts';
import { robotsTxt } from '../../runtime/web/seo/robots-txt.ts';
import { sitemapEntries, type SitemapPage } from '../../runtime/web/seo/sitemap-entries.ts';
import { sitemapXml } from '../../runtime/web/seo/sitemap-xml.ts';
import { seoOrigin } from '../../runtime/web/seo/seo-origin.ts';

/** The two files search engines read at the root of each site. */
export const SEO_FILES = ['/sitemap.xml', '/robots.txt'] as const;
export type SeoFile = (typeof SEO_FILES)[number];

export interface SeoRouteDeps {
  /** The web server's configuration cache (same API client, same ETags as the page loaders). */
  config: Pick<ConfigCache, 'get'>;
  /** The site of the request's Host. */
  site: Pick<SiteEntry, 'idSite' | 'name'>;
  log?: (line: string) => void;
}

const CACHE = 'public, max-age=300';

function unavailable(message: string): Response {
  return new Response(`${message}\n`, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * Answers `GET /sitemap.xml` (every valid, shown page of the tree plus the fixed routes, both
 * languages, hreflang alternates) and `GET /robots.txt` of the request's site. The origin is the
 * site's public address (site info `url`), else the request's own origin. 503 with a plain
 * message when the site's configuration cannot be read.
 */
export async function seoFileResponse(file: SeoFile, request: Request, deps: SeoRouteDeps): Promise<Response> {
  if (!SEO_FILES.includes(file)) throw new TypeError(`seoFileResponse: file must be one of ${SEO_FILES.join(', ')}`);
  const { config, site } = deps;
  const info = await config.get(site.idSite, 'fr_FR', '/site/info', ServedSiteInfoSchema);
  if (!info.success) {
    deps.log?.(`[seo] ${site.name}: site info unavailable (${info.message})`);
    return unavailable('Site information unavailable');
  }
  const origin = seoOrigin(info.data as Record<string, unknown>, new URL(request.url).origin);
  if (!origin) return unavailable('The site has no usable address');
  if (file === '/robots.txt') {
    return new Response(robotsTxt(origin), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE } });
  }
  const tree = await config.get(site.idSite, 'fr_FR', '/page', ServedPageTreeSchema);
  if (!tree.success) {
    deps.log?.(`[seo] ${site.name}: page tree unavailable (${tree.message})`);
    return unavailable('Page tree unavailable');
  }
  const xml = sitemapXml({ origin, entries: sitemapEntries(tree.data as unknown as SitemapPage[]) });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE } });
}
