import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { checkHealth } from '../server/http/health.ts';
import { createMemoryLogger } from '../server/logger.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { createWebApp } from './web-app.server.ts';
import { instanceIdFromEnv } from './instance-id.server.ts';

/*
 * Two instances on one database (decision 0035): "a" runs the mail worker, "b" runs none
 * (WORKERS=0). Each names itself in X-Served-By; both report their configuration version on
 * /healthz; /_mail on either lists the mails from the database, whatever disk they were written to.
 */
const ADMIN = { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' };
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-instances-web-'));
let a: ContextHandle;
let b: ContextHandle;
let webA: Hono;
let webB: Hono;

beforeAll(async () => {
  const checks = await loadBlockChecks();
  a = await createContext({ checks, dataDir, watch: false, log: createMemoryLogger(), env: ADMIN, mail: { pollMs: 3_600_000 } });
  b = await createContext({ checks, dataDir, watch: false, log: createMemoryLogger(), env: { ...ADMIN, WORKERS: '0' } });
  const web = (ctx: ContextHandle, instanceId: string) => createWebApp({
    mode: 'development', api: { app: createApi(ctx) }, entry: () => import('./entry.server.tsx'),
    catalogueEntry: () => import('./catalogue/entry.catalogue.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {},
    mailbox: ctx.mailbox, health: () => checkHealth(ctx.db, ctx.servedConfig()), instanceId,
  });
  webA = web(a, 'a');
  webB = web(b, 'b');
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const get = (app: Hono, path: string) => Promise.resolve(app.request(path, { headers: { host: 'autocars.localhost' } }));

describe('several instances', () => {
  it('names the instance in X-Served-By on a page, an API answer and a 404', async () => {
    for (const path of ['/', '/api/site', '/no-such-page']) {
      expect((await get(webA, path)).headers.get('x-served-by')).toBe('a');
      expect((await get(webB, path)).headers.get('x-served-by')).toBe('b');
    }
  });

  it('answers /healthz with the configuration version and the database state', async () => {
    const response = await get(webB, '/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ configVersion: b.configVersion(), database: 'ok' });
    expect(b.configVersion()).toMatch(/^[0-9a-f]{64}$/);
    expect(a.configVersion()).toBe(b.configVersion());
  });

  it('runs no mail worker with WORKERS=0, and lists on /_mail the mails another instance delivered', async () => {
    expect(b.mail).toBeNull();
    const asked = await webB.request('/api/password/reset/ask', { method: 'PUT', headers: { host: 'autocars.localhost', 'content-type': 'application/json', idSite: '87' }, body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL }) });
    expect(asked.status).toBe(200);
    expect(await a.mail!.drain()).toEqual({ sent: 1, failed: 0 });
    // The .eml files are on a's disk only: b lists the mail from the database.
    const folder = join(dataDir, 'mail');
    expect(existsSync(folder)).toBe(true);
    rmSync(folder, { recursive: true });
    const list = await (await get(webB, '/_mail?lang=en')).text();
    expect(list).toContain('1 e-mail(s), newest first.');
    const eml = await get(webB, '/_mail/1/eml');
    expect(eml.status).toBe(200);
    expect(await eml.text()).toContain('Message-ID: <outbox-1@vitrine.mail>');
  });
});

describe('instanceIdFromEnv', () => {
  it('takes INSTANCE_ID, else the host name and process id, and refuses a name unfit for a header', () => {
    expect(instanceIdFromEnv({ INSTANCE_ID: 'web-2' })).toBe('web-2');
    expect(instanceIdFromEnv({}, 1234)).toMatch(/-1234$/);
    expect(() => instanceIdFromEnv({ INSTANCE_ID: 'a\r\nSet-Cookie: x' })).toThrow(/INSTANCE_ID/);
  });
});
