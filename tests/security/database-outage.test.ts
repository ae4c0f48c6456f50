import { resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import type { ApiContext } from '../../server/context.ts';
import type { Database } from '../../server/db/database.ts';
import { projectRoot } from '../../server/paths.ts';
import { createWebApp } from '../../host/web-app.server.ts';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { DOMAINE } from '../contract/shop/shop-helpers.test-utils.ts';

/*
 * Issue 21, finding 11: with the database out of reach, the API answered 500, where the pages
 * answer 503 with Retry-After. The API now answers the same 503, with Retry-After and the
 * envelope in the request's language; answers that need no database still work.
 * The outage is real: a PostgreSQL pool pointed at a loopback port where nothing listens.
 */
let h: Harness;
let down: Kysely<Database>;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  h = await createHarness();
  down = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://vitrine:vitrine@127.0.0.1:1/vitrine', connectionTimeoutMillis: 2000 }) }) });
  const outage: ApiContext = { db: down, config: h.ctx.config, files: h.ctx.files, log: h.ctx.log, now: h.ctx.now };
  api = createApi(outage);
}, 60_000);
afterAll(async () => {
  await down?.destroy();
  await h?.close();
});

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  api.request(path, {
    method,
    headers: { idSite: String(DOMAINE), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('a database outage', () => {
  it('answers 503 with Retry-After and the envelope, in the request language, on the API', async () => {
    const cases: [string, string, unknown?][] = [
      ['GET', '/user'],
      ['POST', '/login', { email: 'claire@example.fr', password: 'motdepasse-solide' }],
      ['GET', '/cart/4614d091-7a42-43ab-a1ed-342180d101f5/default'],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(method, path, { authorization: 'Bearer some-token', userLang: 'en' }, body);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toMatch(/^\d+$/);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(await res.json(), path).toEqual({ success: false, data: null, message: 'The service is temporarily unavailable. Please try again in a few moments.' });
    }
    const french = await call('GET', '/user', { authorization: 'Bearer some-token' });
    expect(french.status).toBe(503);
    expect(((await french.json()) as { message: string }).message).toContain('momentanément indisponible');
    expect(h.logLines.some((line) => line.includes('database unavailable'))).toBe(true);
  });

  it('keeps serving what needs no database (the site configuration)', async () => {
    const parameter = await call('GET', '/parameter');
    expect(parameter.status).toBe(200);
  });

  it('answers the pages that need the database 503 with Retry-After too', async () => {
    const web = createWebApp({
      mode: 'production',
      api: { app: api },
      sitesDir: resolve(projectRoot, 'site-configs'),
      entry: () => import('../../host/entry.server.tsx'),
      clientDir: null,
      defaultSite: 'autocars',
      log: () => {},
    });
    const page = await web.request('/account', { headers: { host: 'domaine.localhost', cookie: 'token=some-token' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    const data = await web.request('/api/user', { headers: { host: 'domaine.localhost', idSite: String(DOMAINE), cookie: 'token=some-token' } });
    expect(data.status).toBe(503);
  });
});
