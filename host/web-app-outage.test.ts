import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import type { ContextHandle } from '../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';

/*
 * The web server with API_URL pointing at the reference API on its own loopback port (as
 * `npm run api` serves it), then that API stopped: a page must never turn into a 404 because
 * the API is down. It is served from its last good version, or answered 503 with Retry-After.
 */
const FRESH_MS = 20;
let ctx: ContextHandle;
let api: ServerType;
let port = 0;
let web: ReturnType<typeof createWebApp>;
const logLines: string[] = [];

function startApi(): Promise<void> {
  return new Promise((resolve) => {
    api = serve({ fetch: createApi(ctx).fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
}

function stopApi(): Promise<void> {
  return new Promise((resolve, reject) => {
    api.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets of the web server's fetch would otherwise keep the API answering.
    if ('closeAllConnections' in api) api.closeAllConnections();
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, FRESH_MS * 3));

async function get(path: string) {
  const response = await web.request(path, { headers: { host: 'autocars.localhost:3000' } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
}

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-outage-')), watch: false });
  await startApi();
  web = createWebApp({
    mode: 'production',
    api: { url: `http://127.0.0.1:${port}` },
    entry: () => import('./entry.server.tsx'),
    clientDir: null,
    defaultSite: 'autocars',
    configFreshMs: FRESH_MS,
    log: (line) => logLines.push(line),
  });
});

afterAll(async () => {
  if (api.listening) await stopApi();
  await ctx?.close();
});

describe('web app while its API (API_URL) is down', () => {
  it('serves the pages it has a good version of, answers 503 with Retry-After for the others, and recovers', async () => {
    const before = await get('/');
    expect(before.status).toBe(200);

    await stopApi();
    await settle();

    // The home page was loaded before the outage: its last good version is served.
    const cached = await get('/');
    expect(cached.status).toBe(200);
    expect(cached.html).toContain('window.__vitrine=');

    // Pages never loaded: 503, never a 404 that would make a crawler drop them.
    for (const path of ['/nous-contacter', '/location-minibus-vendee', '/autocar/un-car/1']) {
      const page = await get(path);
      expect(page.status, path).toBe(503);
      expect(page.retryAfter, path).toMatch(/^\d+$/);
      expect(page.html, path).toContain('momentanément indisponible');
      expect(page.html, path).not.toContain('could not be found');
    }
    // A client navigation meanwhile gets the same 503 for the page route.
    const navigation = await web.request('/_data?path=%2Fnous-contacter&routes=page___fr', { headers: { host: 'autocars.localhost:3000' } });
    const body = (await navigation.json()) as { status: number; errors: Record<string, { status: number }> | null };
    expect(body.status).toBe(503);
    expect(body.errors?.['page___fr']?.status).toBe(503);

    const english = await get('/en/contact-us');
    expect(english.status).toBe(503);
    expect(english.retryAfter).toMatch(/^\d+$/);
    expect(english.html).toContain('temporarily unavailable');
    expect(english.html).toMatch(/<html lang="en"/);

    await startApi();
    await settle();
    for (const path of ['/nous-contacter', '/location-minibus-vendee', '/en/contact-us']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.retryAfter, path).toBeNull();
    }
  });

  it('still answers 404 for a page the API, up and running, does not know', async () => {
    const missing = await get('/cette-page-n-existe-pas');
    expect(missing.status).toBe(404);
    const record = await get('/autocar/un-car/999999');
    expect(record.status).toBe(404);
  });
});
