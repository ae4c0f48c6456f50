import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { createMemoryLogger } from '../server/logger.ts';
import { projectRoot } from '../server/paths.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { createWebApp } from './web-app.server.ts';

/*
 * Issue 20, "instance-independent HTTP": behind a balancer, consecutive requests land on different
 * instances, so a validator must be the same on each or every revalidation misses. Two instances
 * started apart, each over its own copy of the same configuration (another disk: other file
 * dates) and one database, must give the same ETag — and the same Last-Modified, or none — for
 * the same page, API answer and media file. Before, a page's Last-Modified was "the time this
 * process first served it".
 */
const root = mkdtempSync(join(tmpdir(), 'vitrine-instances-'));
const contexts: ContextHandle[] = [];
const apps: ReturnType<typeof createWebApp>[] = [];

async function instance(name: string): Promise<ReturnType<typeof createWebApp>> {
  const sitesDir = join(root, name);
  cpSync(resolve(projectRoot, 'site-configs'), sitesDir, { recursive: true });
  const ctx = await createContext({ checks: await loadBlockChecks(), dataDir: join(root, 'data'), siteConfigs: sitesDir, log: createMemoryLogger(), watch: false, mail: false });
  contexts.push(ctx);
  return createWebApp({
    mode: 'production',
    api: { app: createApi(ctx) },
    sitesDir,
    entry: () => import('./entry.server.tsx'),
    clientDir: null,
    defaultSite: 'autocars',
    log: () => {},
  });
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 24, 8, 0, 0) });
  apps.push(await instance('a'));
  vi.setSystemTime(Date.UTC(2026, 10, 24, 9, 30, 0));
  apps.push(await instance('b'));
});
afterAll(async () => {
  vi.useRealTimers();
  for (const ctx of contexts) await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

const validators = async (app: ReturnType<typeof createWebApp>, path: string, headers: Record<string, string>) => {
  const response = await app.request(path, { headers });
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  return { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
};

describe('validators are the same on every instance', () => {
  it('gives a shared page, API answers and a media file the same ETag and Last-Modified (or none) on two instances', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/voyages-organises', { host: 'autocars.localhost' }],
      ['/', { host: 'domaine.localhost' }],
      ['/api/parameter', { host: 'autocars.localhost', idSite: '87' }],
      ['/api/page', { host: 'domaine.localhost', idSite: '88', userLang: 'en' }],
      ['/api/product/1', { host: 'domaine.localhost', idSite: '88' }],
      ['/ik-seo/media/fleet/tour-bus-bunks/autocar.svg', { host: 'autocars.localhost' }],
    ];
    for (const [path, headers] of cases) {
      const first = await validators(apps[0]!, path, headers);
      vi.setSystemTime(Date.now() + 3_600_000);
      const second = await validators(apps[1]!, path, headers);
      expect(first.etag, path).toBeTruthy();
      expect(second, path).toEqual(first);
    }
  });
});
