import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { createDatabase } from '../../server/db/create-database.ts';
import { BetterSqlite3 } from '../../server/db/better-sqlite3.ts';
import type { Database } from '../../server/db/database.ts';
import { createHarness, createTestDatabase, type Harness } from './harness.test-utils.ts';
import { DOMAINE, member } from './shop/shop-helpers.test-utils.ts';

/*
 * Issue 32, item 9: with the database's access revoked (rather than down) the API answered 500.
 * Here the API runs on the harness's own database through a connection that may no longer write
 * or read it: on PostgreSQL (TEST_DATABASE_URL) a role whose table privileges were revoked
 * (SQLSTATE 42501); on SQLite the database file opened read-only (SQLITE_READONLY; the tests run
 * as root, whom file modes do not stop, so the connection itself is read-only). Every refused
 * query is a 503 with Retry-After in the request's language; nothing is half written.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const role = `vitrine_revoked_${randomBytes(4).toString('hex')}`;
let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let h: Harness;
let revoked: Kysely<Database>;
let api: ReturnType<typeof createApi>;
let token: string;

async function asAdmin(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  testDatabase = adminUrl ? await createTestDatabase(adminUrl) : undefined;
  h = await createHarness(testDatabase ? { databaseUrl: testDatabase.url } : {});
  token = await member(h, 'revoked@example.fr');
  if (testDatabase) {
    const database = new URL(testDatabase.url).pathname.slice(1);
    await asAdmin(testDatabase.url, [
      `create role ${role} login password 'revoked-role'`,
      `grant connect on database ${database} to ${role}`,
      `grant usage on schema public to ${role}`,
      `grant all on all tables in schema public to ${role}`,
      `grant all on all sequences in schema public to ${role}`,
    ]);
    const url = new URL(testDatabase.url);
    url.username = role;
    url.password = 'revoked-role';
    revoked = createDatabase({ dataDir: h.dataDir, databaseUrl: url.toString() });
  } else {
    revoked = new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(join(h.dataDir, 'vitrine.sqlite'), { readonly: true }) }) });
  }
  api = createApi({ db: revoked, config: h.ctx.config, files: h.ctx.files, log: h.ctx.log, now: h.ctx.now });
}, 60_000);

afterAll(async () => {
  await revoked?.destroy();
  await h?.close();
  await testDatabase?.drop();
  if (testDatabase && adminUrl) await asAdmin(adminUrl, [`drop role if exists ${role}`]);
});

const call = (method: string, path: string, lang: string, body?: unknown) =>
  api.request(path, {
    method,
    headers: { idSite: String(DOMAINE), userLang: lang, authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe(`a database whose access is revoked (${adminUrl ? 'PostgreSQL role' : 'read-only SQLite file'})`, () => {
  it('answers 503 with Retry-After and the envelope in the request language, where it answered 500', async () => {
    if (adminUrl) {
      // The role works while it has its rights: the same request answers 200.
      expect((await call('GET', '/user', 'en')).status).toBe(200);
      await asAdmin(testDatabase!.url, [`revoke all on all tables in schema public from ${role}`]);
    }
    const refused = await call('POST', '/login', 'en', { email: 'revoked@example.fr', password: 'motdepasse-solide' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ success: false, data: null, message: 'The service is temporarily unavailable. Please try again in a few moments.' });
    const french = await call('PUT', '/user', 'fr_FR', { firstname: 'Clara' });
    expect(french.status).toBe(503);
    expect(((await french.json()) as { message: string }).message).toContain('momentanément indisponible');
    expect(h.logLines.some((line) => line.includes('database unavailable'))).toBe(true);
  });

  it('changed nothing: the profile is intact on the database itself', async () => {
    const profile = await h.request('GET', '/user', { site: DOMAINE, token });
    expect(profile.status).toBe(200);
    expect(profile.json?.data).toMatchObject({ firstname: 'Claire' });
  });
});
