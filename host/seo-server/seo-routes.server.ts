import type { ConfigCache } from '../data/config-cache.server.ts';
import type { SiteEntry } from '../data/engine-context.ts';
import { siteConfigContracts } from '../../schemas/api/site/site-contracts.ts';
import { robotsTxt } from '../../runtime/web/seo/robots-txt.ts';
import { detailSitemapEntries } from '../../runtime/web/seo/detail-sitemap-entries.ts';
import { sitemapEntries, type SitemapPage } from '../../runtime/web/seo/sitemap-entries.ts';
import { sitemapFiles } from '../../runtime/web/seo/sitemap-files.ts';
import { seoOrigin } from '../../runtime/web/seo/seo-origin.ts';
import { cachedSitemap } from './cached-sitemap.server.ts';
import { fileDate, sitemapLists } from './sitemap-lists.server.ts';

/** The two files search engines read at the root of each site. */
export const SEO_FILES = ['/sitemap.xml', '/robots.txt'] as const;
/** Those two, or a part of a sitemap split because of its size (`/sitemap-1.xml`, see sitemapFiles). */
export type SeoFile = (typeof SEO_FILES)[number] | `/sitemap-${number}.xml`;

const PART = /^\/sitemap-([1-9][0-9]{0,4})\.xml$/;

export interface SeoRouteDeps {
  /** The web server's configuration cache (same API client, same ETags as the page loaders). */
  config: Pick<ConfigCache, 'get' | 'call'>;
  /** The site of the request's Host. */
  site: Pick<SiteEntry, 'idSite' | 'name'> & { dir?: string | null };
  log?: (line: string) => void;
  /** The clock of the sitemap cache (tests). */
  now?: () => number;
}

const CACHE = 'public, max-age=300';

function unavailable(message: string): Response {
  return new Response(`${message}\n`, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * Answers `GET /sitemap.xml` (every valid, shown page of the tree, the fixed routes, and every
 * detail page the site's content makes: vehicles, workshops, news, blog articles, albums,
 * products, wine declinations and vintages; both languages, hreflang alternates, `<lastmod>`;
 * split into `/sitemap-{n}.xml` under a sitemap index past 25,000 pages) and `GET /robots.txt` of
 * the request's site. The origin is the
 * site's public address (site info `url`), else the request's own origin. 503 with a plain
 * message when the site's configuration cannot be read.
 */
export async function seoFileResponse(file: SeoFile, request: Request, deps: SeoRouteDeps): Promise<Response> {
  const part = PART.exec(file);
  if (!(SEO_FILES as readonly string[]).includes(file) && !part) throw new TypeError(`seoFileResponse: file must be one of ${SEO_FILES.join(', ')} or /sitemap-{n}.xml`);
  const { config, site } = deps;
  const info = await config.call(site.idSite, 'fr_FR', siteConfigContracts.info, {});
  if (!info.success) {
    deps.log?.(`[seo] ${site.name}: site info unavailable (${info.message})`);
    return unavailable('Site information unavailable');
  }
  const origin = seoOrigin(info.data as Record<string, unknown>, new URL(request.url).origin);
  if (!origin) return unavailable('The site has no usable address');
  if (file === '/robots.txt') {
    return new Response(robotsTxt(origin), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE } });
  }
  const tree = await config.call(site.idSite, 'fr_FR', siteConfigContracts.pageTree, {});
  if (!tree.success) {
    deps.log?.(`[seo] ${site.name}: page tree unavailable (${tree.message})`);
    return unavailable('Page tree unavailable');
  }
  const { lists, answers } = await sitemapLists({ config, idSite: site.idSite, dir: site.dir ?? null }, info.data.isECommerce === true);
  const files = cachedSitemap(`${site.idSite}|${origin}`, [info.data, tree.data, ...answers], deps.now?.() ?? Date.now(), () => {
    const dir = site.dir ?? null;
    // Many pages share a layout (a 10,000-page site may have a handful): each file is read once.
    const dates = new Map<string, string | null>();
    const pages = sitemapEntries(tree.data as unknown as SitemapPage[], {
      lastmod: (layout) => {
        if (!dates.has(layout)) dates.set(layout, layoutDate(dir, layout));
        return dates.get(layout)!;
      },
      hasLayout: (layout) => fileDate(dir, `components/${layout}.json`) !== null,
    });
    return sitemapFiles(origin, [...pages, ...detailSitemapEntries(lists)]);
  });
  const xml = files[part ? Number(part[1]) : 0];
  if (xml === undefined) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE } });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE } });
}

const LEGAL_ROUTES = new Set(['legal-notice', 'privacy-policy', 'cookie-policy', 'sale-terms', 'use-terms']);

/**
 * A page's `<lastmod>`: the day its layout file (`components/<layout>.json`) was last written;
 * a legal page's text is a parameter, so `parameters.json`'s; a page without a layout of its own
 * shows what `pages.json` says of it.
 */
function layoutDate(dir: string | null, layout: string): string | null {
  if (LEGAL_ROUTES.has(layout)) return fileDate(dir, 'parameters.json');
  return fileDate(dir, `components/${layout}.json`) ?? fileDate(dir, 'pages.json');
}
