import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { createContext } from '../../server/create-context.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from '../blocks/block-checks.server.ts';

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
    entry: () => import('../entry.server.tsx'),
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
  it('lets no cache keep a personal page or a page seen with a session, and lets public pages be revalidated', async () => {
    const shop = 'domaine.localhost:3000';
    for (const path of ['/cart', '/en/cart', '/account', '/auth', '/password/reset/ask']) {
      const response = await web.request(path, { headers: { host: shop } });
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const withSession = await web.request('/', { headers: { host: shop, cookie: 'token=abc' } });
    expect(withSession.headers.get('cache-control')).toBe('private, no-store');
    const publicPage = await web.request('/', { headers: { host: shop } });
    expect(publicPage.headers.get('cache-control')).toBe('no-cache');
  });

  it('renders the autocars home page in French', async () => {
    const { response, html } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"/);
    expect(html).toMatch(/<title>[^<]*Autocars[^<]*<\/title>/i);
    expect(html).toContain('window.__vitrine=');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toContain('locale=fr_FR');
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
      expect(html, path).toContain('This page could not be found');
    }
  });

  it('renders a vehicle detail route from its element, and 404 for an unknown id', async () => {
    const list = (await (await web.request('/api/element/autocar?page=1&nbItem=1', { headers: { idSite: '87', userLang: 'fr_FR' } })).json()) as {
      data: { items: { id: number; title: string }[] };
    };
    const vehicle = list.data.items[0]!;
    const { response, html } = await get(`/autocar/vehicule/${vehicle.id}`);
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
    const { response } = await get('/cart');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers client navigations with the loader data as JSON', async () => {
    const response = await web.request('/_data?path=%2Fen&routes=root,home___en', { headers: { host: 'autocars.localhost' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { loaderData: Record<string, { locale?: string }> };
    expect(body.loaderData.root?.locale).toBe('en');
    expect(body.loaderData['home___en']).toBeDefined();
  });

  it('logs a visit from a "from" parameter, then reloads without it', async () => {
    const { response } = await get('/nous-contacter?from=newsletter&x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nous-contacter?x=1');
  });

  it('serves site media through the image CDN paths', async () => {
    const response = await web.request('/ik-seo/media/fleet/coach/autocar.svg', { headers: { host: 'autocars.localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect((await web.request('/ik-seo/media/nothing/here/x.svg')).status).toBe(404);
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
