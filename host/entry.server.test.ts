import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import type { ContextHandle } from '../server/create-context.ts';
import type { EngineContext } from './data/engine-context.ts';
import { createWebApp } from './web-app.server.ts';
import type { ServerEntry } from './web-app-options.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { CLIENT_START_CODE } from './document/client-start.ts';

/* The server entry on the real autocars configuration and a fresh database (as web-app.test.ts). */
let ctx: ContextHandle;
let web: Hono;
let engine: EngineContext | null = null;
const noAssets = () => ({ js: [], css: [] });

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-entry-')), watch: false });
  const entry = () => import('./entry.server.tsx');
  web = createWebApp({
    mode: 'production',
    api: { app: createApi(ctx) },
    // Keeps the engine context of the last document request, for queryDocument below.
    entry: async (): Promise<ServerEntry> => {
      const module = await entry();
      return {
        renderData: module.renderData,
        renderDocument: (request, context, options) => {
          engine = context;
          return module.renderDocument(request, context, options);
        },
      };
    },
    clientDir: null,
    defaultSite: 'autocars',
    log: () => {},
  });
});

afterAll(async () => {
  await ctx?.close();
});

const home = (host = 'autocars.localhost') => web.request('/', { headers: { host } });

describe('renderDocument', () => {
  it('sends every block in place: the hero is in the page flow, not revealed later by a script', async () => {
    const html = await (await home()).text();
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('$RC(');
    const hero = html.indexOf('class="block-hero');
    expect(hero).toBeGreaterThan(html.indexOf('<main'));
    expect(hero).toBeLessThan(html.indexOf('</main>'));
  });

  it('streams the document with its status and the boot data for the client', async () => {
    const response = await home();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(html).toContain('window.__vitrine={"hydrationData"');
  });
});

describe('a public page rendered whole', () => {
  it('has the bytes the stream renderer writes, and names no script before the first paint', async () => {
    await home();
    const { renderDocument } = await import('./entry.server.tsx');
    const request = () => new Request('http://autocars.localhost/', { headers: { host: 'autocars.localhost' } });
    const options = { bootstrapModules: ['/assets/entry.client-X.js'], assets: () => ({ js: ['/assets/entry.client-X.js', '/assets/hero-X.js'], css: ['/assets/style-X.css'] }), log: () => {} };
    const whole = await (await renderDocument(request(), engine!, { ...options, nonce: null })).text();
    const streamed = (await (await renderDocument(request(), engine!, { ...options, nonce: 'n' })).text()).replaceAll(' nonce="n"', '');
    expect(whole).not.toContain('id="_R_"');
    // Decision 0044: no module script or modulepreload in the HTML; the boot script names them and loads them after the first frame.
    expect(whole).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/);
    expect(whole).toContain('"start":{"entries":["/assets/entry.client-X.js"],"preloads":["/assets/hero-X.js"]}};');
    expect(whole.endsWith(`;${CLIENT_START_CODE}</script></body></html>`)).toBe(true);
    expect(whole).toBe(streamed);
  });
});

describe('documentTree', () => {
  it('renders with renderToString the same page markup as the stream', async () => {
    const streamed = await (await home()).text();
    const { queryDocument, documentTree } = await import('./entry.server.tsx');
    const context = await queryDocument(new Request('http://autocars.localhost/', { headers: { host: 'autocars.localhost' } }), engine!);
    if (context instanceof Response) throw new Error(`unexpected redirect ${context.status}`);
    const html = renderToString(documentTree(context, { nonce: 'n', assets: noAssets }));
    const main = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main(html).length).toBeGreaterThan(1000);
    expect(main(html)).toBe(main(streamed));
  });
});
