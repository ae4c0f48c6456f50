import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { SelectQueryNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBlockChecks } from '../../../host/block-server/block-checks.server.ts';
import { createWebApp } from '../../../host/web-app.server.ts';
import { createApi } from '../../../server/app.ts';
import { bundleVersion, packConfigFolder, type ConfigBundleFiles } from '../../../server/config/config-bundle.ts';
import { followPublishedConfig } from '../../../server/config/follow-published-config.ts';
import { publishConfig } from '../../../server/config/publish-config.ts';
import { createContext, type ContextHandle } from '../../../server/create-context.ts';
import { checkHealth } from '../../../server/http/health.ts';
import { createMemoryLogger } from '../../../server/logger.ts';
import { projectRoot } from '../../../server/paths.ts';
import { twoInstances } from './two-instances.test-utils.ts';

/*
 * Issue 32, item 4: a published configuration is applied whole or not at all. Each bad row (a
 * schema error, a row that is no JSON, a `../` path) leaves the pages and the API on the last good
 * version, is reported on /healthz with its reason, is downloaded once, leaves no file behind, and
 * a fresh instance starts on the newest valid version.
 */
let db: Awaited<ReturnType<typeof twoInstances>>;
let folder: string;
let good: { version: string; files: ConfigBundleFiles };
const opened: ContextHandle[] = [];
const AT = '2026-11-28T10:00:00.000Z';

beforeAll(async () => {
  db = await twoInstances();
  folder = mkdtempSync(join(tmpdir(), 'vitrine-refused-'));
  cpSync(join(projectRoot, 'site-configs'), folder, { recursive: true });
  const file = join(folder, 'domaine/site.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"devUrl": "http://domaine.localhost:3000"', '"devUrl": "http://domaine.localhost:3701"'));
  good = packConfigFolder(folder);
  await publishConfig(db.a, good, AT);
});
afterAll(async () => {
  for (const ctx of opened) await ctx.close();
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

interface Instance { ctx: ContextHandle; web: Hono; dataDir: string; lines: string[] }

/** One instance as `npm start` wires it with CONFIG_SOURCE=database: the API in process, the pages over the published files. */
async function instance(): Promise<Instance> {
  const dataDir = db.url ? mkdtempSync(join(tmpdir(), 'vitrine-refused-instance-')) : db.dataDir;
  const log = createMemoryLogger();
  const ctx = await createContext({
    checks: await loadBlockChecks(), dataDir, log, mail: false,
    env: { CONFIG_SOURCE: 'database', ...(db.url ? { DATABASE_URL: db.url } : {}) },
  });
  opened.push(ctx);
  const web = createWebApp({
    mode: 'production', api: { app: createApi(ctx) }, onConfigChange: ctx.config.onChange, sitesDir: ctx.siteConfigs,
    entry: () => import('../../../host/entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {},
    health: () => checkHealth(ctx.db, ctx.servedConfig()),
  });
  return { ctx, web, dataDir, lines: log.lines };
}

const get = (web: Hono, path: string) => Promise.resolve(web.request(path, { headers: { host: 'domaine.localhost', idSite: '88' } }));

interface HealthBody { configVersion: string; database: string; refusedConfig?: { version: string; reason: string } }
const health = async (web: Hono) => (await (await get(web, '/healthz')).json()) as HealthBody;

/** The pages and the API of domaine still serve the good version. */
async function servesGood(web: Hono): Promise<void> {
  const page = await get(web, '/');
  expect(page.status).toBe(200);
  const site = await get(web, '/api/site/info');
  expect(site.status).toBe(200);
  expect(await site.text()).toContain('http://domaine.localhost:3701');
}

/** Nothing of a refused version on disk: no half-written copy, no folder of it. */
function leftOnDisk(dataDir: string, refused: string): string[] {
  const published = join(dataDir, 'published-config');
  return readdirSync(published).filter((name) => name.startsWith('.') || name === refused);
}

const badCases: { name: string; reason: RegExp; publish: () => Promise<string> }[] = [
  {
    name: 'a schema error in a site file',
    reason: /domaine\/site\.json.*idSite/,
    publish: async () => {
      const files = { ...good.files };
      const siteJson = JSON.parse(Buffer.from(files['domaine/site.json']!, 'base64').toString('utf8')) as Record<string, unknown>;
      files['domaine/site.json'] = Buffer.from(JSON.stringify({ ...siteJson, idSite: 'eighty-eight' }, null, 2)).toString('base64');
      const bad = { version: bundleVersion(files), files };
      await publishConfig(db.b, bad, AT);
      return bad.version;
    },
  },
  {
    name: 'a version whose manifest names bytes that are not stored',
    reason: /bytes of "domaine\/site\.json" .* are missing/,
    publish: async () => {
      const version = 'e'.repeat(64);
      await db.b.insertInto('configVersions').values({
        version, publishedAt: AT, publishedBy: null, message: null, source: 'cli', site: null, summary: '{}', baseId: null, manifest: JSON.stringify({ 'domaine/site.json': 'd'.repeat(64) }),
      }).execute();
      return version;
    },
  },
  {
    name: 'a file path that leaves the folder (../)',
    reason: /refused path "\.\.\/escape\.json"/,
    publish: async () => {
      const files: ConfigBundleFiles = { ...good.files, '../escape.json': Buffer.from('{}').toString('base64') };
      const bad = { version: bundleVersion(files), files };
      await publishConfig(db.b, bad, AT);
      return bad.version;
    },
  },
];

describe('a published configuration is applied whole or not at all (issue 32, item 4)', () => {
  let first: Instance;
  beforeAll(async () => {
    first = await instance();
  }, 60_000);

  it('serves the good version on pages, API and /healthz', async () => {
    await servesGood(first.web);
    expect(await health(first.web)).toEqual({ configVersion: good.version, database: 'ok' });
  });

  for (const bad of badCases) {
    it(`keeps the last good version on pages and API after ${bad.name}, says so on /healthz, and starts a fresh instance on it`, async () => {
      const version = await bad.publish();
      await vi.waitFor(async () => {
        expect((await health(first.web)).refusedConfig?.version).toBe(version);
      }, { timeout: 10_000, interval: 200 });
      const reported = await health(first.web);
      expect(reported.configVersion).toBe(good.version);
      expect(reported.refusedConfig?.reason).toMatch(bad.reason);
      await servesGood(first.web);
      expect(leftOnDisk(first.dataDir, version)).toEqual([]);

      const fresh = await instance();
      expect(fresh.ctx.configVersion()).toBe(good.version);
      await servesGood(fresh.web);
      const freshHealth = await health(fresh.web);
      expect(freshHealth.configVersion).toBe(good.version);
      expect(freshHealth.refusedConfig?.version).toBe(version);
      expect(fresh.lines.some((line) => line.startsWith('warn ') && line.includes(version.slice(0, 12)) && bad.reason.test(line))).toBe(true);
      expect(leftOnDisk(fresh.dataDir, version)).toEqual([]);
    }, 30_000);
  }

  it('downloads a refused version once, however often it checks, and leaves no file of it (nor an old half-written copy)', async () => {
    let downloads = 0;
    // Counts the reads of a version's files (its manifest first: a select naming the `baseId` column).
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (SelectQueryNode.is(node) && JSON.stringify(node.selections ?? []).includes('"baseId"')) downloads++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-refused-follow-'));
    // A half-written copy an instance stopped before this change left (an hour old): pruned.
    const stale = join(dataDir, 'published-config', `.${'a'.repeat(64)}-0123456789ab`);
    mkdirSync(stale, { recursive: true });
    writeFileSync(join(stale, 'site.json'), '{}');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(stale, hourAgo, hourAgo);
    const published = await followPublishedConfig({
      db: db.a.withPlugin(counter), folder: join(dataDir, 'published-config'), log: createMemoryLogger(), pollMs: 3_600_000, checks: await loadBlockChecks(),
    });
    try {
      // Start-up: the newest row (refused), then each older one down to the good one.
      const atStart = downloads;
      expect(published.version()).toBe(good.version);
      for (let i = 0; i < 5; i++) await published.check();
      expect(downloads).toBe(atStart);
      // A new bad version while following: read once, refused, never read again.
      const files = { ...good.files, 'domaine/pages.json': Buffer.from('{"pages": 3}').toString('base64') };
      await publishConfig(db.b, { version: bundleVersion(files), files }, AT);
      for (let i = 0; i < 5; i++) await published.check();
      expect(downloads).toBe(atStart + 1);
      expect(published.version()).toBe(good.version);
      expect(readdirSync(join(dataDir, 'published-config')).sort()).toEqual([good.version, 'current'].sort());
      expect(existsSync(join(dataDir, 'escape.json'))).toBe(false);
    } finally {
      published.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
