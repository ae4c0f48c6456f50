import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allBlockTypes } from '../../blocks/block-list.ts';
import { createApi } from '../../server/app.ts';
import { createContext } from '../../server/create-context.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import { createWebApp } from '../web-app.server.ts';
import type { WebAppOptions } from '../web-app-options.server.ts';
import { loadBlockChecks } from '../block-server/block-checks.server.ts';

let ctx: ContextHandle;
let dev: ReturnType<typeof createWebApp>;
let prod: ReturnType<typeof createWebApp>;
const admin = { email: 'catalogue-admin@example.fr', password: 'Catalogue-admin-1' };

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(),
    dataDir: mkdtempSync(join(tmpdir(), 'vitrine-catalogue-')),
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    log: createMemoryLogger(),
    watch: false,
  });
  const common: Omit<WebAppOptions, 'mode'> = {
    api: { app: createApi(ctx) },
    onConfigChange: ctx.config.onChange,
    entry: () => import('../entry.server.tsx'),
    catalogueEntry: () => import('./entry.catalogue.tsx'),
    clientDir: null,
    defaultSite: 'autocars',
    log: () => {},
  };
  dev = createWebApp({ ...common, mode: 'development' });
  prod = createWebApp({ ...common, mode: 'production' });
});

afterAll(async () => {
  await ctx?.close();
});

const get = (app: typeof dev, path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { host: 'autocars.localhost:3000', ...headers } });

async function login(email: string, password: string): Promise<string> {
  const response = await prod.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '87' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('block catalogue', () => {
  it('in development, lists every registered block with its props table and six frames, noindex', async () => {
    const response = await get(dev, '/_blocks');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const type of [...allBlockTypes()]) {
      expect(html, type).toContain(`<h2 id="${type}-title">`);
      for (const lang of ['fr', 'en']) expect(html, type).toContain(`src="/_blocks/${type}?lang=${lang}&amp;frame=1"`);
    }
    expect(html).toContain('width="360"');
    expect(html).toContain('width="1280"');
    expect(html).toMatch(/<th scope="row"><code>imagePosition<\/code><\/th><td><code>&quot;left&quot; \| &quot;right&quot;<\/code><\/td><td>non<\/td>/);
    expect(await (await get(dev, '/_blocks?lang=en')).text()).toContain('Block catalogue');
  });

  it('renders one block with its example props in each language, in the site theme', async () => {
    const fr = await (await get(dev, '/_blocks/hero?lang=fr&frame=1')).text();
    expect(fr).toContain('<html lang="fr"');
    expect(fr).toContain('Location d’autocars avec chauffeur en Vendée');
    expect(fr).toMatch(/--[a-z-]+:/);
    const en = await (await get(dev, '/_blocks/hero?lang=en&frame=1')).text();
    expect(en).toContain('Coach hire with driver in Vendée');
    const hours = await (await get(dev, '/_blocks/opening-hours?lang=en&frame=1')).text();
    expect(hours).toContain('<html lang="en"');
  });

  it('answers 404 for a type that is not registered', async () => {
    expect((await get(dev, '/_blocks/no-such-block')).status).toBe(404);
    expect((await get(dev, '/_blocks/no-such-block?frame=1')).status).toBe(404);
  });

  it('in production, shows itself to an administrator only', async () => {
    expect((await get(prod, '/_blocks')).status).toBe(404);
    const cookie = await login(admin.email, admin.password);
    const response = await get(prod, '/_blocks', { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Catalogue des blocs');
    expect((await get(prod, '/_blocks/hero?lang=en&frame=1', { cookie })).status).toBe(200);
    expect((await get(prod, '/_blocks', { cookie: 'token=forged-token' })).status).toBe(404);
  });
});

describe('development pages', () => {
  it('carry the reload client under the page nonce, and /_dev/events streams events', async () => {
    const response = await get(dev, '/');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">(function(d){`);
    expect(html).toContain('"events":"/_dev/events"');
    const events = await get(dev, '/_dev/events');
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    await events.body?.cancel();
    expect((await get(prod, '/_dev/events')).headers.get('content-type') ?? '').not.toContain('event-stream');
  });
});
