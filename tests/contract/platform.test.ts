import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createConfigStore } from '../../server/config/config-store.ts';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import { projectRoot } from '../../server/paths.ts';
import { createHarness, type Harness } from './harness.test-utils.ts';

const opened: Harness[] = [];
const temps: string[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(options: Parameters<typeof createHarness>[0] = {}) {
  const h = await createHarness(options);
  opened.push(h);
  return h;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('envelope and errors', () => {
  it('answers an unknown call with 404 and the §8 message', async () => {
    const h = await open();
    const res = await h.request('GET', '/no/such/call');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: null, message: 'This page could not be found' });
  });

  it('turns an unexpected error into a 500 envelope without stack trace', async () => {
    const h = await open();
    h.app.get('/__boom', () => {
      throw new Error('secret internal detail');
    });
    const res = await h.request('GET', '/__boom');
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ success: false, data: null, message: 'Internal server error' });
    expect(res.text).not.toMatch(/secret internal detail|at /);
    expect(h.logLines.some((line) => line.includes('secret internal detail'))).toBe(true);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const h = await open();
    const res = await h.request('POST', '/login', { body: '{not json', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json?.message).toBe('Le corps de la requête n’est pas du JSON valide');
  });
});

describe('persistence', () => {
  it('keeps accounts and sessions across a restart on the same DATA_DIR', async () => {
    const first = await createHarness();
    const body = { email: 'persist@example.fr', password: 'un-long-mot-de-passe', firstname: 'P', lastname: 'Q', acceptTerms: true };
    expect((await first.request('POST', '/register', { body })).status).toBe(201);
    const token = (await first.request('POST', '/login', { body: { email: body.email, password: body.password } })).json?.data.token;
    const second = await first.restart();
    opened.push(second);
    const profile = await second.request('GET', '/user', { token });
    expect(profile.status).toBe(200);
    expect(profile.json?.data.email).toBe('persist@example.fr');
  });

  it('refuses an expired reset link', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const h = await open({ now: () => now });
    const body = { email: 'late@example.fr', password: 'un-long-mot-de-passe', firstname: 'L', lastname: 'A', acceptTerms: true };
    await h.request('POST', '/register', { body });
    await h.request('PUT', '/password/reset/ask', { body: { email: body.email } });
    const token = /password\/reset\/([\w-]+)/.exec((await h.outbox())[0]?.body ?? '')?.[1] ?? '';
    now = new Date('2026-01-01T11:00:01Z');
    const res = await h.request('PUT', '/password/reset', { body: { token, password: 'nouveau-mot-de-passe' } });
    expect(res.status).toBe(400);
  });
});

describe('login throttling', () => {
  it('slows the client that failed 5 logins on an account, even with the right password (the owner elsewhere is not locked out: tests/security/login-lockout.test.ts)', async () => {
    const h = await open();
    const body = { email: 'lock@example.fr', password: 'un-long-mot-de-passe', firstname: 'L', lastname: 'K', acceptTerms: true };
    await h.request('POST', '/register', { body });
    for (let i = 0; i < 5; i += 1) {
      expect((await h.request('POST', '/login', { body: { email: body.email, password: 'mauvais' } })).status).toBe(401);
    }
    const locked = await h.request('POST', '/login', { lang: 'en', body: { email: body.email, password: body.password } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.json?.message).toMatch(/^Too many failed attempts/);
  });

  it('slows one address trying many accounts, with the wait in the message, and answers unknown e-mails alike', async () => {
    const h = await open();
    const body = { email: 'victim@example.fr', password: 'un-long-mot-de-passe', firstname: 'V', lastname: 'I', acceptTerms: true };
    await h.request('POST', '/register', { body });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const known = await h.request('POST', '/login', { lang: 'en', headers: from('203.0.113.7'), body: { email: body.email, password: 'mauvais' } });
    const unknown = await h.request('POST', '/login', { lang: 'en', headers: from('203.0.113.7'), body: { email: 'nobody@example.fr', password: 'mauvais' } });
    expect([known.status, known.json?.message]).toEqual([unknown.status, unknown.json?.message]);
    for (let i = 0; i < 18; i += 1) {
      const res = await h.request('POST', '/login', { headers: from('203.0.113.7'), body: { email: `robot-${i}@example.fr`, password: 'mauvais' } });
      expect(res.status).toBe(401);
    }
    const slowed = await h.request('POST', '/login', { lang: 'en', headers: from('203.0.113.7'), body: { email: body.email, password: body.password } });
    expect(slowed.status).toBe(429);
    expect(slowed.json?.message).toMatch(/^Too many failed attempts from your connection\. Try again in \d+ minute/);
    const elsewhere = await h.request('POST', '/login', { headers: from('198.51.100.4'), body: { email: body.email, password: body.password } });
    expect(elsewhere.status).toBe(200);
  });
});

describe('site lookup by host', () => {
  it('finds a site by a host of site.json or by <name>.localhost, port ignored', async () => {
    const h = await open();
    expect(h.ctx.config.siteByHost('autocars.localhost:3000')?.idSite).toBe(87);
    expect(h.ctx.config.siteByHost('domaine.localhost')?.idSite).toBe(88);
    expect(h.ctx.config.siteByHost('unknown.example')).toBeUndefined();
  });

  it('resolves hosts as the web server does: case, port and trailing dot ignored, bare localhost is $SITE', async () => {
    const store = createConfigStore({ root: join(projectRoot, 'site-configs'), log: createMemoryLogger(), checks: await loadBlockChecks(), watch: false, defaultSite: 'domaine' });
    expect(store.siteByHost('Autocars.LOCALHOST.:3000')?.idSite).toBe(87);
    expect(store.siteByHost('localhost:3000')?.idSite).toBe(88);
    expect(store.siteByHost('[::1]:4000')?.idSite).toBe(88);
    await store.close();
  });
});

describe('configuration reload', () => {
  it('serves an edited file, then keeps the last good version of an invalid one and logs it once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vitrine-configs-'));
    temps.push(root);
    cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true });
    const h = await open({ siteConfigs: root, watch: true });
    const pagesFile = join(root, 'autocars', 'pages.json');
    const original = JSON.parse(readFileSync(pagesFile, 'utf8'));

    original.pages[0].title.fr = 'Autocars avec chauffeur — titre modifié';
    writeFileSync(pagesFile, JSON.stringify(original, null, 2));
    await until(async () => (await h.request('GET', '/page/10', { lang: 'fr' })).json?.data.title === 'Autocars avec chauffeur — titre modifié');

    const broken = structuredClone(original);
    broken.pages[0].order = 'first';
    writeFileSync(pagesFile, JSON.stringify(broken, null, 2));
    await until(() => h.ctx.config.problems().length > 0);
    const res = await h.request('GET', '/page/10', { lang: 'fr' });
    expect(res.json?.data.title).toBe('Autocars avec chauffeur — titre modifié');
    const lines = h.logLines.filter((line) => line.includes('autocars/pages.json:') && line.includes('  /pages/0/order  '));
    expect(lines).toHaveLength(1);

    writeFileSync(pagesFile, '{ "not": json');
    await until(() => h.ctx.config.problems().some((p) => p.includes('invalid JSON')));
    expect((await h.request('GET', '/page/10', { lang: 'fr' })).status).toBe(200);
  });
});
