import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { webAppOverSites } from '../../host/web-app.test-utils.ts';

/*
 * Issue 21, finding 12: in production any Host was served as the default site. Now a host no
 * site names gets 421; the sites' hosts, `<name>.localhost` and bare localhost, 127.0.0.1 and
 * [::1] (the default site, as the README says) keep working; development keeps the fallback.
 */
const sitesDir = resolve(projectRoot, 'site-configs');
let production: Awaited<ReturnType<typeof webAppOverSites>>;
let development: Awaited<ReturnType<typeof webAppOverSites>>;
const contexts: ContextHandle[] = [];

beforeAll(async () => {
  production = await webAppOverSites(sitesDir, 'production', createMemoryLogger());
  development = await webAppOverSites(sitesDir, 'development', createMemoryLogger());
  contexts.push(production.ctx, development.ctx);
}, 60_000);
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

const get = (app: typeof production.web, path: string, host: string) => app.request(path, { headers: { host, idSite: '87' } });

describe('known hosts only in production', () => {
  it('answers 421 for a host no site names, on pages, the API and media alike', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'autocars.localhost.evil.example', '10.0.0.5:3000']) {
      for (const path of ['/', '/api/parameter', '/ik-seo/media/fleet/coach/autocar.svg', '/robots.txt']) {
        const res = await get(production.web, path, host);
        expect(res.status, `${host}${path}`).toBe(421);
        expect(res.headers.get('cache-control'), `${host}${path}`).toBe('no-store');
        expect(await res.text()).toContain('This server serves no site under this host name');
      }
    }
  });

  it('keeps serving the sites by their names, and the default site on localhost, 127.0.0.1 and [::1]', async () => {
    for (const host of ['autocars.localhost', 'autocars.localhost:3000', 'domaine.localhost:3000', 'localhost:3000', '127.0.0.1:3000', '127.0.0.1', '[::1]:3000', 'LOCALHOST']) {
      const res = await get(production.web, '/', host);
      expect(res.status, host).toBe(200);
    }
    expect(await (await get(production.web, '/', '127.0.0.1:3199')).text()).toContain('Autocars');
  });

  it('lets a balancer probe /healthz by the instance address', async () => {
    expect((await get(production.web, '/healthz', '10.0.0.5:3000')).status).not.toBe(421);
  });

  it('keeps serving the default site for any host in development', async () => {
    expect((await get(development.web, '/', 'unknown.example:5173')).status).toBe(200);
  });
});
