import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../rules/index.ts';
import { createApi } from '../../server/app.ts';
import { createContext, type ContextHandle } from '../../server/create-context.ts';
import { domaineProductPath } from '../../bench/browser/templates.ts';
import { loadBlockChecks } from '../block-server/block-checks.server.ts';
import { createWebApp } from '../web-app.server.ts';
import { jsonLdBlocks, structuredDataProblems, typedNodes } from './check-structured-data.test-utils.ts';

/*
 * Every template of both sites, in both languages, rendered in-process (the real site-configs, a
 * fresh SQLite database): each JSON-LD block is checked against Google's rich-results rules
 * (structured-data-rules.test-utils.ts), each page must carry the types its template calls for,
 * and product prices must be the shop's.
 */
const HOSTS = { autocars: 'autocars.localhost', domaine: 'domaine.localhost' } as const;
type Site = keyof typeof HOSTS;

const firstEventMonth = (() => {
  const file = resolve(import.meta.dirname, '../../site-configs/domaine/content/events.json');
  const { calendars } = JSON.parse(readFileSync(file, 'utf8')) as { calendars: { events: { date: string }[] }[] };
  return calendars[0]!.events[0]!.date.slice(0, 7);
})();

/** One page per template (French path; the English one is the page's own hreflang="en" alternate), and the types it must carry. */
const TEMPLATES: { site: Site; template: string; path: string; types: string[] }[] = [
  { site: 'autocars', template: 'home', path: '/', types: ['TravelAgency'] },
  { site: 'autocars', template: 'content page', path: '/voyages-organises', types: ['TravelAgency', 'BreadcrumbList'] },
  { site: 'autocars', template: 'page under a page', path: '/voyages-organises/sejour-sportif-scolaire/sejour-scolaire-mer-cote-atlantique', types: ['TravelAgency', 'BreadcrumbList'] },
  { site: 'autocars', template: 'contact form', path: '/nous-contacter', types: ['TravelAgency', 'BreadcrumbList'] },
  { site: 'autocars', template: 'vehicle (element detail)', path: '/autocar/x/1', types: ['TravelAgency', 'BreadcrumbList'] },
  { site: 'domaine', template: 'home', path: '/', types: ['Winery'] },
  { site: 'domaine', template: 'product list', path: '/products/search', types: ['Winery'] },
  { site: 'domaine', template: 'product page', path: domaineProductPath(), types: ['Winery', 'ProductGroup'] },
  { site: 'domaine', template: 'news item', path: '/news/x/1', types: ['Winery', 'NewsArticle', 'BreadcrumbList'] },
  { site: 'domaine', template: 'blog', path: '/blog', types: ['Winery'] },
  { site: 'domaine', template: 'blog article', path: '/blog/x/1', types: ['Winery', 'BlogPosting', 'BreadcrumbList'] },
  { site: 'domaine', template: 'album', path: '/album/x/1', types: ['Winery', 'BreadcrumbList'] },
  { site: 'domaine', template: 'workshop', path: '/atelier/x/1', types: ['Winery', 'Event', 'BreadcrumbList'] },
  { site: 'domaine', template: 'tasting calendar', path: `/visites-et-degustations/calendrier-des-degustations?month=${firstEventMonth}`, types: ['Winery', 'Event', 'BreadcrumbList'] },
];

let ctx: ContextHandle;
let web: Hono;
let api: Hono;

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-jsonld-')), watch: false });
  api = createApi(ctx);
  web = createWebApp({ mode: 'production', api: { app: api }, entry: () => import('../entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

const pages = new Map<string, Promise<{ path: string; html: string }>>();

/** A page's HTML, after the redirect of a wrong slug to the canonical path (each page rendered once). */
function page(site: Site, path: string): Promise<{ path: string; html: string }> {
  const key = `${site}|${path}`;
  if (!pages.has(key)) pages.set(key, render(site, path));
  return pages.get(key)!;
}

async function render(site: Site, path: string): Promise<{ path: string; html: string }> {
  let response = await web.request(path, { headers: { host: HOSTS[site] } });
  if (response.status === 301 || response.status === 302) {
    path = new URL(response.headers.get('location')!, 'http://x').pathname + new URL(path, 'http://x').search;
    response = await web.request(path, { headers: { host: HOSTS[site] } });
  }
  expect(response.status, `${site} ${path}`).toBe(200);
  return { path, html: await response.text() };
}

function englishPath(html: string, search: string): string {
  const href = /<link rel="alternate" href="([^"]+)" hrefLang="en"/.exec(html)?.[1] ?? /<link rel="alternate" hrefLang="en" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no hreflang="en" alternate');
  return new URL(href.replace(/&amp;/g, '&')).pathname + search;
}

describe.each(TEMPLATES)('structured data of the $site $template', ({ site, path, types }) => {
  const search = new URL(path, 'http://x').search;
  it.each(['fr', 'en'] as const)('meets Google\'s rich-results rules in %s, with the types of its template', async (language) => {
    const french = await page(site, path);
    const { html } = language === 'fr' ? french : await page(site, englishPath(french.html, search));
    const blocks = jsonLdBlocks(html);
    const nodes = typedNodes(blocks);
    const topTypes = nodes.filter(({ path: nodePath }) => /^\d+(\.\d+)?$/.test(nodePath)).map(({ node }) => node['@type']);
    expect(topTypes, 'types of the page').toEqual(expect.arrayContaining(types));
    if (html.includes('class="content-breadcrumb"')) expect(topTypes, 'a breadcrumb is shown').toContain('BreadcrumbList');
    // One trail per page, ending at the page itself (its canonical address).
    const trails = nodes.filter(({ node }) => node['@type'] === 'BreadcrumbList').map(({ node }) => node.itemListElement as { item?: string }[]);
    expect(trails.length, 'BreadcrumbList blocks').toBeLessThanOrEqual(1);
    if (trails[0]) expect(trails[0].at(-1)?.item, 'the trail ends at the page').toBe(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'));
    expect(structuredDataProblems(blocks, language)).toEqual([]);
    for (const { node } of nodes) {
      if (typeof node.inLanguage === 'string') expect(node.inLanguage.slice(0, 2), `${node['@type']} inLanguage`).toBe(language);
    }
  });
});

describe('product structured data', () => {
  it.each(['fr_FR', 'en'] as const)('gives each variant the price the shop charges and the page shows (%s)', async (locale) => {
    const path = domaineProductPath();
    const id = Number(path.split('/').pop());
    const served = (await (await api.request(`/product/${id}`, { headers: { idSite: '88', userLang: locale } })).json()) as { data: { declination: { reference: string; priceToPay: number }[] } };
    const french = await page('domaine', path);
    const { html } = locale === 'fr_FR' ? french : await page('domaine', englishPath(french.html, ''));
    const group = typedNodes(jsonLdBlocks(html)).find(({ node }) => node['@type'] === 'ProductGroup')!.node;
    const variants = group.hasVariant as { sku: string; offers: { price: string } }[];
    expect(variants.map((variant) => variant.sku).sort()).toEqual(served.data.declination.map((one) => one.reference).sort());
    for (const variant of variants) {
      const declination = served.data.declination.find((one) => one.reference === variant.sku)!;
      expect(variant.offers.price, variant.sku).toBe(declination.priceToPay.toFixed(2));
    }
    const shown = served.data.declination.filter((one) => html.includes(formatPrice(one.priceToPay, locale)));
    expect(shown.length, 'a declination price shown on the page').toBeGreaterThan(0);
  });
});

describe('what issue 39 asked of the structured data', () => {
  const group = async (path: string) => typedNodes(jsonLdBlocks((await page('domaine', path)).html)).find(({ node }) => node['@type'] === 'ProductGroup')!.node;

  it('gives every variant of a product its own offer address, and says what else than size its variants differ by', async () => {
    const schistes = await group(domaineProductPath());
    const urls = (schistes.hasVariant as { offers: { url: string } }[]).map((variant) => variant.offers.url);
    expect(new Set(urls).size, urls.join(' ')).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/\/wines\/muscadet-sevre-et-maine-sur-lie-les-schistes\/1\/detail\/\d+$/);
    // The crémant's Brut and Brut rosé are both 75 cl; the tasting glasses differ by pack only.
    for (const path of ['/wines/x/7', '/products/x/11']) {
      const other = await group(path);
      expect(other.variesBy, path).toContain('https://schema.org/additionalProperty');
      expect(structuredDataProblems(jsonLdBlocks((await page('domaine', path)).html), 'fr'), path).toEqual([]);
    }
  });

  it('says how long a delivery takes, gives an article\'s publisher its logo, and each event of the calendar an offer and an image', async () => {
    const offers = (await group(domaineProductPath())).hasVariant as { offers: { shippingDetails: { deliveryTime?: unknown }[] } }[];
    for (const detail of offers[0]!.offers.shippingDetails) expect(detail.deliveryTime).toMatchObject({ '@type': 'ShippingDeliveryTime' });
    const article = typedNodes(jsonLdBlocks((await page('domaine', '/news/x/1')).html)).find(({ node }) => node['@type'] === 'NewsArticle')!.node;
    expect((article.publisher as { logo?: string }).logo).toMatch(/^https:\/\//);
    const calendar = `/visites-et-degustations/calendrier-des-degustations?month=${firstEventMonth}`;
    const events = typedNodes(jsonLdBlocks((await page('domaine', calendar)).html)).filter(({ node }) => node['@type'] === 'Event');
    expect(events.length).toBeGreaterThan(0);
    for (const { node } of events) {
      expect(node.offers, String(node.name)).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
      expect(node.image, String(node.name)).toMatch(/^https:\/\//);
    }
  });
});

