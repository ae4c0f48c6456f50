import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { createContext } from '../../server/create-context.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import { loadBlockChecks } from '../block-server/block-checks.server.ts';
import { createWebApp } from '../web-app.server.ts';
import type { WebAppOptions } from '../web-app-options.server.ts';

let ctx: ContextHandle;
let dev: ReturnType<typeof createWebApp>;
let prod: ReturnType<typeof createWebApp>;
const admin = { email: 'inspector-admin@example.fr', password: 'Inspector-admin-1' };
const member = { email: 'inspector-member@example.fr', password: 'Inspector-member-1' };

beforeAll(async () => {
  ctx = await createContext({
    checks: await loadBlockChecks(),
    dataDir: mkdtempSync(join(tmpdir(), 'vitrine-inspector-')),
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    log: createMemoryLogger(),
    watch: false,
  });
  // A production build of the inspector as Vite writes it with vite.config.ts's `cssCodeSplit: false`:
  // the entry has no `css`, the one stylesheet is the manifest's `style.css` (issue 36).
  const dist = mkdtempSync(join(tmpdir(), 'vitrine-inspector-dist-'));
  mkdirSync(join(dist, 'client'));
  mkdirSync(join(dist, 'inspector/.vite'), { recursive: true });
  mkdirSync(join(dist, 'inspector/assets'));
  writeFileSync(join(dist, 'inspector/.vite/manifest.json'), JSON.stringify({
    'runtime/tools/inspector/entry.inspector.tsx': { file: 'assets/inspector-abc.js', isEntry: true },
    'style.css': { file: 'assets/style-abc.css', src: 'style.css' },
  }));
  writeFileSync(join(dist, 'inspector/assets/style-abc.css'), '.inspector{max-width:100%}');
  writeFileSync(join(dist, 'inspector/assets/inspector-abc.js'), 'console.log("inspector")');
  const common: Omit<WebAppOptions, 'mode' | 'clientDir'> = {
    api: { app: createApi(ctx) },
    onConfigChange: ctx.config.onChange,
    entry: () => import('../entry.server.tsx'),
    catalogueEntry: () => import('../catalogue/entry.catalogue.tsx'),
    defaultSite: 'autocars',
    log: () => {},
  };
  dev = createWebApp({ ...common, mode: 'development', clientDir: null });
  prod = createWebApp({ ...common, mode: 'production', clientDir: join(dist, 'client') });
});

afterAll(async () => {
  await ctx?.close();
});

const get = (app: typeof dev, path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { host: 'autocars.localhost:3000', ...headers } });

async function login(email: string, password: string): Promise<string> {
  const response = await prod.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: '87' }, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('/_inspector', () => {
  it('in development, serves the inspector page with its Vite module under the page nonce, noindex', async () => {
    const response = await get(dev, '/_inspector?lang=en');
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain('<title>Machine inspector</title>');
    expect(html).toContain(`<script type="module" nonce="${nonce}" src="/runtime/tools/inspector/entry.inspector.tsx"></script>`);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(await (await get(dev, '/_inspector')).text()).toContain('<title>Inspecteur des machines</title>');
    // the French site's inspector is French for an admin whose browser is in English, English once the admin browses the site in English
    expect(await (await get(dev, '/_inspector', { 'accept-language': 'en-US,en;q=0.9' })).text()).toContain('<title>Inspecteur des machines</title>');
    expect(await (await get(dev, '/_inspector', { 'accept-language': 'fr-FR', cookie: 'locale=en' })).text()).toContain('<title>Machine inspector</title>');
  });

  it('in production, answers 404 to visitors, members and forged sessions, and serves the build to an admin', async () => {
    expect((await get(prod, '/_inspector')).status).toBe(404);
    expect((await get(prod, '/_inspector', { cookie: 'token=forged-token' })).status).toBe(404);
    const registered = await prod.request('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', idSite: '87' },
      body: JSON.stringify({ email: member.email, password: member.password, firstname: 'Léa', lastname: 'Martin', acceptTerms: true }),
    });
    expect(registered.status).toBe(201);
    expect((await get(prod, '/_inspector', { cookie: await login(member.email, member.password) })).status).toBe(404);
    const response = await get(prod, '/_inspector', { cookie: await login(admin.email, admin.password) });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="/_inspector/assets/inspector-abc.js"');
    expect(html).toContain('<link rel="stylesheet" href="/_inspector/assets/style-abc.css">');
    const stylesheet = await get(prod, '/_inspector/assets/style-abc.css');
    expect([stylesheet.status, stylesheet.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/css/)]);
    expect(await (await get(prod, '/_inspector/assets/inspector-abc.js')).text()).toContain('inspector');
    expect((await get(prod, '/_inspector/assets/missing.js')).status).toBe(404);
  });
});
