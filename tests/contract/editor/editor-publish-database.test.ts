import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBlockChecks } from '../../../host/blocks/block-checks.server.ts';
import { createApi } from '../../../server/app.ts';
import { packConfigFolder } from '../../../server/config/config-bundle.ts';
import { publishConfig } from '../../../server/config/publish-config.ts';
import { createContext, type ContextHandle } from '../../../server/create-context.ts';
import { createMemoryLogger } from '../../../server/logger.ts';
import { projectRoot } from '../../../server/paths.ts';
import { twoInstances } from '../many-servers/two-instances.test-utils.ts';
import { ADMIN, AUTOCARS, copy } from './editor-test-site.test-utils.ts';

let db: Awaited<ReturnType<typeof twoInstances>>;
const opened: { ctx: ContextHandle; dataDir: string }[] = [];
beforeAll(async () => {
  db = await twoInstances();
  await publishConfig(db.a, packConfigFolder(join(projectRoot, 'site-configs')), '2026-11-28T09:00:00.000Z');
});
afterAll(async () => {
  for (const { ctx, dataDir } of opened) {
    await ctx.close();
    if (dataDir !== db.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  await db?.close();
});

/** An instance following the published configuration (its own disk on PostgreSQL), with its API. */
async function instance(): Promise<{ ctx: ContextHandle; call: (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; json: any }> }> {
  const dataDir = db.url ? mkdtempSync(join(tmpdir(), 'vitrine-editor-instance-')) : db.dataDir;
  const ctx = await createContext({
    checks: await loadBlockChecks(), dataDir, log: createMemoryLogger(), mail: false,
    env: { CONFIG_SOURCE: 'database', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...(db.url ? { DATABASE_URL: db.url } : {}) },
  });
  opened.push({ ctx, dataDir });
  const app: Hono = createApi(ctx);
  return {
    ctx,
    call: async (method, path, body, token) => {
      const headers: Record<string, string> = { idSite: String(AUTOCARS), userLang: 'en' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
      return { status: response.status, json: await response.json() };
    },
  };
}

describe('publish with CONFIG_SOURCE=database (issue 33, item 9)', () => {
  it('shows a draft written through one instance on another, publishes it as one new version row, and every instance serves it', async () => {
    const [one, two] = [await instance(), await instance()];
    const token = (await one.call('POST', '/login', ADMIN)).json.data.token as string;
    const read = (await two.call('GET', '/admin/editor/draft', undefined, token)).json.data;
    const home = copy(read.files['components/home.json']);
    home.config.layout[0].props.title.en = 'Published to every instance';
    const saved = await one.call('PATCH', '/admin/editor/draft', { baseRevision: read.revision, files: { 'components/home.json': home } }, token);
    expect(saved.status).toBe(200);
    // Another instance shows the draft (it lives in the database), and its own API still serves the live site.
    expect((await two.call('GET', '/admin/editor/draft?path=components/home.json', undefined, token)).json.data.files['components/home.json'].config.layout[0].props.title.en).toBe('Published to every instance');
    expect((await two.call('GET', '/component/conf/home')).json.data.config.layout[0].props.title).not.toBe('Published to every instance');

    const rowsBefore = await db.a.selectFrom('configVersions').select('id').execute();
    const published = await one.call('POST', '/admin/editor/publish', { baseRevision: saved.json.data.revision }, token);
    expect(published.status).toBe(200);
    expect(published.json.data).toMatchObject({ published: true, version: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const rows = await db.a.selectFrom('configVersions').select(['version']).orderBy('id').execute();
    expect(rows).toHaveLength(rowsBefore.length + 1);
    expect(rows.at(-1)!.version).toBe(published.json.data.version);
    expect((await one.call('GET', '/admin/editor/status', undefined, token)).json.data).toMatchObject({ source: 'database', publishedVersion: published.json.data.version, changed: [] });
    // Every instance follows the newest row (polled every 2 s).
    await vi.waitFor(() => {
      expect(one.ctx.configVersion()).toBe(published.json.data.version);
      expect(two.ctx.configVersion()).toBe(published.json.data.version);
    }, { timeout: 10_000, interval: 100 });
    expect((await two.call('GET', '/component/conf/home')).json.data.config.layout[0].props.title).toBe('Published to every instance');
    expect((await two.call('GET', '/admin/editor/status', undefined, token)).json.data.servedVersion).toBe(published.json.data.version);
  });
});
