import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type ContextHandle } from '../../server/create-context.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import { checkSiteHeaders, withContext } from '../../server/http/request-context.ts';
import { createOnError } from '../../server/http/on-error.ts';
import { siteConfigsFromEnv } from '../../server/paths.ts';
import { popupRoutes } from '../../server/routes/content/popup-routes.ts';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';

let handle: ContextHandle;
let dataDir: string;

async function appAt(now: string) {
  const ctx = { ...handle, now: () => new Date(now) };
  const app = new Hono();
  app.use('*', withContext(ctx));
  app.use('*', checkSiteHeaders);
  app.route('/', popupRoutes(ctx));
  app.onError(createOnError(handle.log));
  return app;
}

const list = async (now: string, headers: Record<string, string>) => {
  const res = await (await appAt(now)).request('/popup', { headers });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-popup-list-'));
  handle = await createContext({ checks: await loadBlockChecks(), env: {}, dataDir, siteConfigs: siteConfigsFromEnv({}), log: createMemoryLogger(), watch: false });
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /popup', () => {
  it('lists the active popups of the site, resolved to the request language, with their pages', async () => {
    const { status, body } = await list('2026-11-21T09:00:00Z', { idSite: '88', userLang: 'en' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const first = body.data.find((popup: { id: number }) => popup.id === 1);
    expect(first).toMatchObject({ id: 1, title: 'Christmas open days', pages: 'ALL' });
  });

  it('leaves out a popup outside its dates', async () => {
    const { body } = await list('2027-01-10T09:00:00Z', { idSite: '88' });
    expect(body.data.map((popup: { id: number }) => popup.id)).not.toContain(1);
  });

  it('answers an empty list for a site without popups, and 404 for an unknown site', async () => {
    const autocars = await list('2026-11-21T09:00:00Z', { idSite: '87' });
    expect(autocars.status).toBe(200);
    expect(Array.isArray(autocars.body.data)).toBe(true);
    const unknown = await list('2026-11-21T09:00:00Z', { idSite: '9999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
  });
});
