import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import type { ContextHandle } from '../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { webAppOverSites } from './web-app.test-utils.ts';
import { createMemoryLogger } from '../server/logger.ts';
import { projectRoot } from '../server/paths.ts';

/*
 * Smoke test of the whole engine on the real site-configs and a fresh SQLite database in a temp
 * DATA_DIR. The server entry is imported from source: vitest is Vite, so it transforms the TSX
 * and the blocks' CSS exactly as `vite.ssrLoadModule` would — no build step is needed.
 */
let ctx: ContextHandle;
let web: Hono;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-web-')), watch: false });
  web = createWebApp({
    mode: 'production',
    api: { app: createApi(ctx) },
    entry: () => import('./entry.server.tsx'),
    clientDir: null,
    defaultSite: 'autocars',
    log: (line) => {
      lines.push(line);
      if (process.env.DEBUG_WEB) console.log(line);
    },
  });
});

afterAll(async () => {
  await ctx?.close();
});

async function get(path: string, host = 'localhost:3000') {
  const response = await web.request(path, { headers: { host } });
  return { response, html: await response.text() };
}

describe('web app', () => {
  it('lets no cache keep a personal page or a page seen with a session or a cart, and lets a CDN keep public pages', async () => {
    const shop = 'domaine.localhost:3000';
    for (const path of ['/cart', '/en/cart', '/account', '/auth', '/password/reset/ask']) {
      const response = await web.request(path, { headers: { host: shop } });
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('etag'), path).toBeNull();
    }
    for (const cookie of ['token=abc', 'cart-id=abc', 'locale=fr_FR; token=abc']) {
      const personal = await web.request('/', { headers: { host: shop, cookie } });
      expect(personal.headers.get('cache-control'), cookie).toBe('private, no-store');
      expect(personal.headers.get('etag'), cookie).toBeNull();
    }
    const withAuthorization = await web.request('/', { headers: { host: shop, authorization: 'Bearer abc' } });
    expect(withAuthorization.headers.get('cache-control')).toBe('private, no-store');
    const publicPage = await web.request('/', { headers: { host: shop } });
    expect(publicPage.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(publicPage.headers.get('vary')).toMatch(/Cookie/);
    expect(publicPage.headers.get('set-cookie')).toBeNull();
  });

  it('gives a public page the same bytes for every visitor, an ETag (no Last-Modified), and a 304 when it matches', async () => {
    const first = await web.request('/voyages-organises', { headers: { host: 'autocars.localhost' } });
    const second = await web.request('/voyages-organises', { headers: { host: 'autocars.localhost', cookie: 'locale=fr_FR' } });
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toBe(b);
    expect(a).not.toMatch(/nonce=/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(first.headers.get('last-modified')).toBeNull();

    const revalidated = await web.request('/voyages-organises', { headers: { host: 'autocars.localhost', 'if-none-match': `W/${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toMatch(/s-maxage/);
    const changed = await web.request('/voyages-organises', { headers: { host: 'autocars.localhost', 'if-none-match': '"another"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(a);
    // Another page has another ETag: a validator never answers for the wrong page.
    const other = await web.request('/', { headers: { host: 'autocars.localhost', 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });

  it('allows a public page\'s one inline script, the boot data, by its hash', async () => {
    const { response, html } = await get('/');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!));
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]![2]!, 'utf8').digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('compresses a page to bytes that decompress to the very page', async () => {
    const identity = await web.request('/voyages-organises', { headers: { host: 'autocars.localhost' } });
    const brotli = await web.request('/voyages-organises', { headers: { host: 'autocars.localhost', 'accept-encoding': 'br' } });
    const gzip = await web.request('/voyages-organises', { headers: { host: 'autocars.localhost', 'accept-encoding': 'gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await identity.arrayBuffer());
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).equals(bytes)).toBe(true);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(bytes)).toBe(true);
  });

  it('renders the autocars home page in French', async () => {
    const { response, html } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"/);
    expect(html).toMatch(/<title>[^<]*Autocars[^<]*<\/title>/i);
    expect(html).toContain('window.__vitrine=');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('renders a page of the tree in English from its English slugs', async () => {
    const tree = (await (await web.request('/api/page', { headers: { idSite: '87', userLang: 'en' } })).json()) as {
      data: { url: string; title: string; children?: { url: string; title: string }[] }[];
    };
    const parent = tree.data.find((page) => (page.children ?? []).length > 0)!;
    const child = parent.children![0]!;
    const { response, html } = await get(`/en/${parent.url}/${child.url}`);
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(escapeHtml(child.title));
  });

  it('answers 404 with the spec text for an unknown path and a non-numeric id', async () => {
    for (const path of ['/this-page-does-not-exist', '/en/nothing/here', '/autocar/grand-tourisme/abc']) {
      const { response, html } = await get(path);
      expect(response.status, path).toBe(404);
      expect(html, path).toContain(path.startsWith('/en/') ? 'This page could not be found' : 'Cette page est introuvable');
      // The boot data hands the browser the same error: a 404 is "Not Found", not "Internal Server Error".
      expect(html, path).toContain('"status":404,"statusText":"Not Found"');
    }
  });

  it.each([
    ['/account/profile', 'domaine.localhost:3000', 'fr'],
    ['/en/account/profile', 'domaine.localhost:3000', 'en'],
    ['/nothing/here', 'localhost:3000', 'fr'],
  ] as const)('titles the 404 of %s (%s) in the page\'s language only (#24)', async (path, host, lang) => {
    const { response, html } = await get(path, host);
    expect(response.status).toBe(404);
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    const text = main.replace(/<[^>]+>/g, ' ');
    if (lang === 'fr') {
      expect(html).toContain('<title>Page introuvable</title>');
      expect(main).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
      expect(text).toContain('Cette page est introuvable');
      expect(text).not.toMatch(/could not be found|not found|Back to home/i);
    } else {
      expect(html).toContain('<title>Page not found</title>');
      expect(main).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(text).toContain('This page could not be found');
      expect(text).not.toMatch(/introuvable|accueil/);
    }
  });

  it('shows a service on its own page, in French and English, and 404 for an unknown one (§4 service detail, #24)', async () => {
    const shop = 'domaine.localhost:3000';
    const fr = await get('/service/visite-decouverte/1', shop);
    expect(fr.response.status).toBe(200);
    expect(fr.html).toMatch(/<h1[^>]*>Visite Découverte<\/h1>/);
    expect(fr.html.match(/<h1[\s>]/g)).toHaveLength(1);
    const en = await get('/en/service/discovery-tour/1', shop);
    expect(en.response.status).toBe(200);
    expect(en.html).toMatch(/<h1[^>]*>Discovery tour<\/h1>/);
    expect((await get('/service/visite-decouverte/999', shop)).response.status).toBe(404);
    expect((await get('/service/visite-decouverte/abc', shop)).response.status).toBe(404);
  });

  it('renders a vehicle detail route from its element, and 404 for an unknown id', async () => {
    const list = (await (await web.request('/api/element/autocar?page=1&nbItem=1', { headers: { idSite: '87', userLang: 'fr_FR' } })).json()) as {
      data: { items: { id: number; title: string }[] };
    };
    const vehicle = list.data.items[0]!;
    // Any other slug is a 301 to the one made from its title (#26: one address per thing).
    const other = await web.request(`/autocar/vehicule/${vehicle.id}`, { headers: { host: 'localhost:3000' } });
    expect(other.status).toBe(301);
    const { response, html } = await get(other.headers.get('location')!);
    expect(response.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(vehicle.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect((await get('/autocar/vehicule/99999')).response.status).toBe(404);
  });

  it('sends the legal texts to the browser only with the pages that show them', async () => {
    const home = await get('/');
    expect(bootData(home.html)).not.toContain('"LEGAL_NOTICE"');
    const legal = await get('/legal-notice');
    expect(legal.response.status).toBe(200);
    expect(bootData(legal.html)).toContain('"LEGAL_NOTICE"');
    expect(legal.html).not.toContain('{{companyName}}');
  });

  it('sends shop routes of a site without a shop to /', async () => {
    // autocars sells gift vouchers now (issue 37): a copy of the sites where it has no shop, as before.
    const sitesDir = mkdtempSync(join(tmpdir(), 'vitrine-web-no-shop-'));
    cpSync(join(projectRoot, 'site-configs'), sitesDir, { recursive: true });
    const file = join(sitesDir, 'autocars', 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as { info: { isECommerce: boolean } };
    site.info.isECommerce = false;
    writeFileSync(file, JSON.stringify(site));
    const noShop = await webAppOverSites(sitesDir, 'production', createMemoryLogger());
    try {
      const response = await noShop.web.request('/cart', { headers: { host: 'localhost:3000' } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
    } finally {
      await noShop.ctx.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });

  it('opens the cart of the coach site, which sells gift vouchers (issue 37)', async () => {
    const { response } = await get('/cart');
    expect(response.status).toBe(200);
  });

  it('answers client navigations with the loader data as JSON', async () => {
    const response = await web.request('/_data?path=%2Fen&routes=root,home___en', { headers: { host: 'autocars.localhost' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { loaderData: Record<string, { locale?: string }> };
    expect(body.loaderData.root?.locale).toBe('en');
    expect(body.loaderData['home___en']).toBeDefined();
  });

  it('sends a navigation the next page\'s SEO head, built on the server (the browser has no code for it)', async () => {
    const response = await web.request('/_data?path=%2Fen%2Fcontact-us&routes=root,page___en', { headers: { host: 'autocars.localhost' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { loaderData: Record<string, { head?: { tags: { tag: string; text?: string; attributes?: Record<string, string> }[]; jsonLd: string | null } }> };
    const head = Object.values(body.loaderData).find((data) => data.head)?.head;
    expect(head?.tags.find((tag) => tag.tag === 'title')?.text).toMatch(/Contact/i);
    expect(head?.tags.find((tag) => tag.attributes?.rel === 'canonical')?.attributes?.href).toBe('https://www.autocars-bocage-vendee.fr/en/contact-us');
  });

  it('sends the business JSON-LD once, in the footer\'s kept HTML, and not in the boot data', async () => {
    const { html } = await get('/voyages-organises');
    const footer = html.slice(html.indexOf('data-kept-part="footer"'), html.indexOf('</footer>'));
    // Beside the page's breadcrumb (decision 0072), one JSON-LD block: the business's.
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].filter((script) => JSON.parse(script[1]!)['@type'] !== 'BreadcrumbList');
    expect(scripts).toHaveLength(1);
    expect(footer).toContain(scripts[0]![0]);
    expect(JSON.parse(scripts[0]![1]!)['@type']).toBe('TravelAgency');
    expect(bootData(html)).not.toContain('#organization');
  });

  it('logs a visit from a "from" parameter, then reloads without it', async () => {
    const { response } = await get('/nous-contacter?from=newsletter&x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nous-contacter?x=1');
  });

  it('serves site media through the image CDN paths', async () => {
    const response = await web.request('/ik-seo/media/fleet/tour-bus-bunks/autocar.svg', { headers: { host: 'autocars.localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(response.headers.get('cache-control')!)![1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
    expect((await web.request('/ik-seo/media/nothing/here/x.svg')).status).toBe(404);
  });

  it('revalidates media by an ETag of their bytes (304, no body), with no file date', async () => {
    const path = '/ik-seo/media/fleet/tour-bus-bunks/autocar.svg';
    const host = 'autocars.localhost:3000';
    const first = await web.request(path, { headers: { host } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('last-modified')).toBeNull();
    const byTag = await web.request(path, { headers: { host, 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect((await web.request(path, { headers: { host, 'if-none-match': 'W/"old"' } })).status).toBe(200);
    expect((await web.request(path, { headers: { host, 'if-modified-since': new Date().toUTCString() } })).status).toBe(200);
  });

  it('chooses the site by host name', async () => {
    const { response, html } = await get('/', 'domaine.localhost:3000');
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/<title>[^<]*Autocars/i);
  });
});

function bootData(html: string): string {
  return /window\.__vitrine=(.*?);<\/script>/s.exec(html)?.[1] ?? '';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
