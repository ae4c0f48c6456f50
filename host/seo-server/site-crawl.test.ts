import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { createContext } from '../../server/create-context.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { ROBOTS_DISALLOW } from '../../runtime/web/seo/robots-txt.ts';
import { jsonLdBlocks, typedNodes } from './check-structured-data.test-utils.ts';
import { loadBlockChecks } from '../block-server/block-checks.server.ts';
import { createWebApp } from '../web-app.server.ts';

/*
 * Both real sites, in process (the web app over the API over the real site-configs and a fresh
 * SQLite database), read as a search engine reads them: the sitemap, every page it lists, and
 * every internal link of those pages.
 */
let ctx: ContextHandle;
let web: Hono;

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-crawl-')), watch: false });
  web = createWebApp({
    mode: 'production',
    api: { app: createApi(ctx) },
    entry: () => import('../entry.server.tsx'),
    clientDir: null,
    defaultSite: 'autocars',
    log: () => {},
  });
});

afterAll(async () => {
  await ctx?.close();
});

const HOSTS = { autocars: 'autocars.localhost', domaine: 'domaine.localhost' } as const;

function get(host: string, path: string): Promise<Response> {
  return Promise.resolve(web.request(path, { headers: { host }, redirect: 'manual' }));
}

async function sitemapOf(host: string): Promise<{ xml: string; paths: string[] }> {
  const response = await get(host, '/sitemap.xml');
  expect(response.status).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  return { xml, paths };
}

const kinds = (paths: readonly string[]) => {
  const count: Record<string, number> = {};
  for (const path of paths) {
    const kind = /^(?:\/en)?\/(autocar|minibus|atelier|blog|news|album|products|wines)\/[^/]+\/\d+(\/detail\/\d+|\/\d{4})?$/.exec(path);
    if (!kind) continue;
    const name = kind[2] ? (kind[2].startsWith('/detail') ? 'wines/detail' : 'wines/vintage') : kind[1]!;
    count[name] = (count[name] ?? 0) + 1;
  }
  return count;
};

const personal = (path: string) => ROBOTS_DISALLOW.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
/** Files and technical downloads, not pages: the crawl follows page links only. */
const notAPage = (path: string) => /^\/(en\/)?(ik-seo|fonts|assets|technical-file|media)\//.test(path);

/** The internal page links of an HTML page, decoded, without fragment. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&').split('#')[0]!;
    if (!href.startsWith('/') || href.startsWith('//') || personal(href.split('?')[0]!) || notAPage(href)) continue;
    links.add(href);
  }
  return [...links];
}

describe('what search engines find', () => {
  it('lists every detail page of both sites in their sitemaps, in both languages, each with a <lastmod>', async () => {
    const autocars = await sitemapOf(HOSTS.autocars);
    // The gift voucher (issue 37) in both languages.
    expect(kinds(autocars.paths)).toEqual({ autocar: 12, minibus: 6, products: 2 });
    expect(autocars.paths).toContain('/minibus/minibus-affaires-8-places-avec-chauffeur/12');
    expect(autocars.paths).toContain('/en/minibus/business-minibus-8-seats-with-driver/12');
    expect(autocars.paths).toContain('/demander-un-devis');

    const domaine = await sitemapOf(HOSTS.domaine);
    // 14 products (7 wines), 12 news, 8 articles, 3 albums, 2 workshops; × 2 languages. A wine's declination
    // and vintage pages name the wine's page as canonical (issue 39): they are not listed.
    expect(kinds(domaine.paths)).toEqual({ wines: 14, products: 14, news: 24, blog: 16, album: 6, atelier: 4 });
    expect(domaine.paths).not.toContain('/demander-un-devis');

    for (const { xml, paths } of [autocars, domaine]) {
      const urls = xml.split('<url>').slice(1);
      expect(urls).toHaveLength(paths.length);
      for (const url of urls) expect(url, url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(new Set(paths).size).toBe(paths.length);
    }
    // Small enough for one file: no sitemap index, no part.
    expect((await get(HOSTS.domaine, '/sitemap-1.xml')).status).toBe(404);
    // A news item's <lastmod> is its own date.
    expect(domaine.xml).toMatch(/\/news\/portes-ouvertes-de-noel-2026\/1<\/loc>\s*<lastmod>2026-11-10<\/lastmod>/);
  });

  it('answers 200 at every sitemap address, and every internal link of those pages leads to a 200 (no 301, no 404)', async () => {
    const broken: string[] = [];
    // A page reached by a link but left out of the sitemap must say it is not to be indexed.
    const unlisted: string[] = [];
    for (const host of Object.values(HOSTS)) {
      const { paths } = await sitemapOf(host);
      const listed = new Set(paths);
      const linkedFrom = new Map<string, string>(paths.map((path) => [path, 'the sitemap']));
      const visit = async (path: string): Promise<string[]> => {
        const response = await get(host, path);
        if (response.status !== 200) {
          const location = response.headers.get('location');
          broken.push(`${host}${path} answers ${response.status}${location ? ` → ${location}` : ''} (${listed.has(path) ? 'in the sitemap' : `linked from ${linkedFrom.get(path)}`})`);
          return [];
        }
        const html = await response.text();
        // …or name a listed page as its canonical (a wine's declination and vintage pages name the wine's).
        const canonical = /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];
        const canonicalListed = canonical !== undefined && canonical !== path && listed.has(canonical || '/');
        if (!path.includes('?') && !listed.has(path) && !canonicalListed && !/<meta name="robots" content="noindex/.test(html)) unlisted.push(`${host}${path} (linked from ${linkedFrom.get(path)})`);
        // A page with a query (a list's page 2, a calendar month) is checked; its links are its page's.
        return path.includes('?') ? [] : internalLinks(html).filter((link) => !linkedFrom.has(link) && linkedFrom.set(link, path));
      };
      // A few requests at a time: each page waits on in-process API calls while another renders.
      let wave = [...paths];
      while (wave.length) {
        const next: string[] = [];
        for (let i = 0; i < wave.length; i += 8) next.push(...(await Promise.all(wave.slice(i, i + 8).map(visit))).flat());
        wave = next;
      }
    }
    expect(broken).toEqual([]);
    expect(unlisted).toEqual([]);
  }, 180_000);
});

/** A page's <title> and meta description, as the HTML writes them (entities left as they are). */
function titleAndDescription(html: string): { title: string; description: string } {
  const head = html.split('</head>')[0] ?? '';
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '',
  };
}

describe('what search results show', () => {
  it('gives every indexable page of both sites (each page of their sitemaps) a title and a description no other page of its language has', async () => {
    const duplicates: string[] = [];
    for (const host of Object.values(HOSTS)) {
      const { paths } = await sitemapOf(host);
      const titles = new Map<string, string[]>();
      const descriptions = new Map<string, string[]>();
      for (let i = 0; i < paths.length; i += 8) {
        await Promise.all(
          paths.slice(i, i + 8).map(async (path) => {
            const response = await get(host, path);
            expect(response.status, `${host}${path}`).toBe(200);
            const { title, description } = titleAndDescription(await response.text());
            expect(title, `${host}${path} has a title`).not.toBe('');
            expect(description, `${host}${path} has a description`).not.toBe('');
            // Per language: a wine's name is the same in French and English, and each page names the other as its hreflang alternate.
            const language = path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
            titles.set(`${language}|${title}`, [...(titles.get(`${language}|${title}`) ?? []), path]);
            descriptions.set(`${language}|${description}`, [...(descriptions.get(`${language}|${description}`) ?? []), path]);
          }),
        );
      }
      for (const [kind, seen] of [['title', titles], ['description', descriptions]] as const) {
        for (const [text, pages] of seen) if (pages.length > 1) duplicates.push(`${host}: ${pages.length} pages share the ${kind} "${text.slice(3, 83)}": ${pages.sort().join(' ')}`);
      }
    }
    expect(duplicates).toEqual([]);
  }, 180_000);

  it('shows a breadcrumb on every deep page of both sites (below the home, shop pages aside), with one BreadcrumbList whose last item is the page', async () => {
    const missing: string[] = [];
    for (const host of Object.values(HOSTS)) {
      const { paths } = await sitemapOf(host);
      // The home has none; the shop's product and catalogue pages keep their above-the-fold layout (decision 0072).
      const deep = paths.filter((path) => path !== '/' && path !== '/en' && !/^(\/en)?\/(products|wines)\//.test(path));
      expect(deep.length, host).toBeGreaterThan(10);
      for (let i = 0; i < deep.length; i += 8) {
        await Promise.all(
          deep.slice(i, i + 8).map(async (path) => {
            const html = await (await get(host, path)).text();
            const language = path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
            const nav = /<nav class="content-breadcrumb" aria-label="([^"]*)"><ol>(.*?)<\/ol><\/nav>/.exec(html);
            if (!nav) return void missing.push(`${host}${path}: no visible breadcrumb`);
            if (nav[1] !== (language === 'en' ? 'Breadcrumb' : 'Fil d’Ariane')) missing.push(`${host}${path}: breadcrumb named "${nav[1]}"`);
            if (!/<li><span aria-current="page">[^<]+<\/span><\/li>$/.test(nav[2]!)) missing.push(`${host}${path}: the last step is not the current page`);
            const lists = typedNodes(jsonLdBlocks(html)).filter(({ node }) => node['@type'] === 'BreadcrumbList');
            if (lists.length !== 1) return void missing.push(`${host}${path}: ${lists.length} BreadcrumbList`);
            const items = lists[0]!.node.itemListElement as { item?: string; name: string }[];
            const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
            if (items.at(-1)?.item !== canonical) missing.push(`${host}${path}: the BreadcrumbList ends at ${items.at(-1)?.item}, not the page ${canonical}`);
          }),
        );
      }
    }
    expect(missing).toEqual([]);
  }, 180_000);

  it('shows no breadcrumb on the home pages', async () => {
    for (const host of Object.values(HOSTS)) {
      for (const path of ['/', '/en']) {
        const html = await (await get(host, path)).text();
        expect(html, `${host}${path}`).not.toContain('class="content-breadcrumb"');
        expect(html, `${host}${path}`).not.toContain('BreadcrumbList');
      }
    }
  });

  it('gives the header and footer logos of both sites their width and height (no layout shift)', async () => {
    for (const host of Object.values(HOSTS)) {
      const html = await (await get(host, '/')).text();
      for (const kind of ['site-header__logo-image', 'site-footer__logo']) {
        const img = new RegExp(`<img[^>]*class="${kind}"[^>]*>`).exec(html)?.[0];
        expect(img, `${host} ${kind}`).toBeDefined();
        expect(img, `${host} ${kind}`).toMatch(/ width="\d+"/);
        expect(img, `${host} ${kind}`).toMatch(/ height="\d+"/);
      }
    }
  });

  it('names the wine\'s page as canonical on its declination and vintage pages', async () => {
    for (const path of ['/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/detail/103', '/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1/2023']) {
      const response = await get(HOSTS.domaine, path);
      expect(response.status, path).toBe(200);
      const head = (await response.text()).split('</head>')[0]!;
      expect(head, path).toContain('rel="canonical" href="https://');
      expect(/<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(head)?.[1], path).toBe('/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1');
    }
  });
});

describe('one address per thing', () => {
  it('sends every other form of a detail page address to the canonical one with a 301, in both languages, query kept', async () => {
    const cases: [string, string, string][] = [
      [HOSTS.autocars, '/minibus/minibus-affaires-8-places/12', '/minibus/minibus-affaires-8-places-avec-chauffeur/12'],
      [HOSTS.autocars, '/en/minibus/business-minibus-8-seats/12', '/en/minibus/business-minibus-8-seats-with-driver/12'],
      [HOSTS.autocars, '/minibus/minibus-tpmr-6-places/13', '/minibus/minibus-tpmr-6-places-2-fauteuils/13'],
      [HOSTS.autocars, '/en/minibus/wheelchair-minibus-6-seats/13', '/en/minibus/wheelchair-minibus-6-seats-2-wheelchairs/13'],
      [HOSTS.autocars, '/autocar/1', '/autocar/autocar-grand-tourisme-63-places/1'],
      [HOSTS.autocars, '/en/autocar/touring-coach-63-seats/01', '/en/autocar/touring-coach-63-seats/1'],
      [HOSTS.domaine, '/news/4', '/news/taille-de-la-vigne/4'],
      [HOSTS.domaine, '/en/blog/wrong-slug/1?utm_source=mail', '/en/blog/muscadet-and-oysters/1?utm_source=mail'],
      [HOSTS.domaine, '/album/x/2', '/album/vendanges-2026/2'],
      [HOSTS.domaine, '/en/atelier/blending/1', '/en/atelier/blending-workshop/1'],
      [HOSTS.domaine, '/wines/muscadet-clisson-granit/3', '/wines/muscadet-sevre-et-maine-clisson-granit/3'],
    ];
    for (const [host, from, to] of cases) {
      const response = await get(host, from);
      expect(`${from} ${response.status} ${response.headers.get('location')}`).toBe(`${from} 301 ${to}`);
    }
    const canonical = await get(HOSTS.autocars, '/minibus/minibus-affaires-8-places-avec-chauffeur/12');
    expect(canonical.status).toBe(200);
    expect(await canonical.text()).toContain('rel="canonical" href="https://www.autocars-bocage-vendee.fr/minibus/minibus-affaires-8-places-avec-chauffeur/12"');
  });
});

describe('the tasting calendar', () => {
  const calendar = '/visites-et-degustations/calendrier-des-degustations';

  it('answers a month that is not a month with the 404 page', async () => {
    for (const month of ['garbage', '2024-13', '2024-1', '1999-12']) {
      for (const base of [calendar, '/en/visits-and-tastings/tasting-calendar']) {
        const response = await get(HOSTS.domaine, `${base}?month=${month}`);
        expect(`${base}?month=${month} ${response.status}`).toBe(`${base}?month=${month} 404`);
        expect(await response.text()).toContain('This page could not be found');
      }
    }
  });

  it('leads through a bounded run of months, and marks a month beyond them noindex with no link further', async () => {
    const seen = new Set<string>();
    const queue = [calendar];
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const html = await (await get(HOSTS.domaine, path)).text();
      expect(html, path).not.toContain('name="robots"');
      for (const match of html.matchAll(/href="([^"]*\?month=[^"]*)"/g)) queue.push(match[1]!.replace(/&amp;/g, '&'));
    }
    // A year either side of today's month (or further to reach an event): 25 months at least, never the old 1,200.
    expect(seen.size).toBeGreaterThanOrEqual(25);
    expect(seen.size).toBeLessThan(40);

    const far = await (await get(HOSTS.domaine, `${calendar}?month=2090-06`)).text();
    expect(far.split('</head>')[0]).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(far).toContain('?month=2090-05');
    expect(far).not.toContain('?month=2090-07');
  });
});
