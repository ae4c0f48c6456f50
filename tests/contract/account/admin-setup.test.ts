import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../../../server/account/create-first-admin.ts';
import { openAdminSetups } from '../../../server/account/open-admin-setups.ts';
import { hashPassword } from '../../../server/account/password.ts';
import { hashToken } from '../../../server/account/token.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { twoInstances } from '../many-servers/two-instances.test-utils.ts';

// The first admin of a site without one, from the one-time link printed at start (decision 0047).
let h: Harness;
let tokens: Map<number, string>;
beforeAll(async () => {
  h = await createHarness();
  tokens = new Map((await openAdminSetups(h.ctx)).map((one) => [one.idSite, one.token]));
});
afterAll(async () => {
  await h?.close();
});

const PASSWORD = 'un-mot-de-passe-solide';
const setup = (site: number, body: object, lang?: string) => h.request('POST', '/admin/setup', { site, body, ...(lang ? { lang } : {}) });
const check = (site: number, token: string, lang?: string) => h.request('GET', `/admin/setup?token=${encodeURIComponent(token)}`, { site, ...(lang ? { lang } : {}) });
const admins = (site: number) => h.ctx.db.selectFrom('users').select(['email', 'role']).where('idSite', '=', site).where('role', 'in', ['ADMIN', 'SUPER_ADMIN']).execute();

describe('the first admin from the setup link', () => {
  it('opens a link for every site without an admin, stored hashed with a 24-hour expiry', async () => {
    const sites = h.ctx.config.sites().map((site) => site.idSite).sort((a, b) => a - b);
    expect([...tokens.keys()].sort((a, b) => a - b)).toEqual(sites);
    const rows = await h.ctx.db.selectFrom('adminSetups').selectAll().execute();
    expect(rows).toHaveLength(sites.length);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toBe(tokens.get(row.idSite));
      expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(24 * 3600 * 1000);
    }
    expect((await check(87, tokens.get(87)!)).status).toBe(200);
  });

  it('answers a forged or mistyped token in the request language, and creates nothing', async () => {
    const fr = await check(87, 'forged-token-0000000000');
    expect(fr.status).toBe(400);
    expect(fr.json?.message).toMatch(/^Ce lien de création n’est pas valide/);
    const en = await setup(87, { token: 'forged-token-0000000000', email: 'owner@example.fr', password: PASSWORD }, 'en');
    expect(en.status).toBe(400);
    expect(en.json?.message).toMatch(/^This setup link is not valid/);
    expect(await admins(87)).toEqual([]);
  });

  it('refuses a malformed e-mail or a short password at its field, in French and English, and keeps the link', async () => {
    const token = tokens.get(87)!;
    const email = await setup(87, { token, email: 'not-an-address', password: PASSWORD });
    expect(email.status).toBe(400);
    expect(email.json).toMatchObject({ success: false, data: { field: 'email' } });
    expect(email.json?.message).toMatch(/^Saisissez une adresse e-mail valide/);
    const password = await setup(87, { token, email: 'owner@example.fr', password: 'court' }, 'en');
    expect(password.status).toBe(400);
    expect(password.json).toMatchObject({ data: { field: 'password' }, message: 'The password needs 8 to 200 characters.' });
    expect((await check(87, token)).status).toBe(200);
  });

  it('refuses an e-mail an account of the site already has, and leaves the link unspent', async () => {
    const registered = await h.request('POST', '/register', { site: 87, body: { firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', password: PASSWORD, acceptTerms: true } });
    expect(registered.status).toBe(201);
    const taken = await setup(87, { token: tokens.get(87)!, email: 'Lea@Example.fr', password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ data: { field: 'email' } });
    expect(taken.json?.message).toMatch(/^Un compte de ce site utilise déjà cette adresse/);
    expect((await check(87, tokens.get(87)!)).status).toBe(200);
    expect(await admins(87)).toEqual([]);
  });

  it('creates the ADMIN, signs them in, and the link works once', async () => {
    const token = tokens.get(87)!;
    const created = await setup(87, { token, email: ' Owner@Example.fr ', password: PASSWORD });
    expect(created.status).toBe(201);
    expect(created.json?.data).toMatchObject({ idSite: 87, email: 'owner@example.fr' });
    expect(created.cookies.some((line) => line.startsWith(`token=${created.json?.data.token};`))).toBe(true);
    expect(await admins(87)).toEqual([{ email: 'owner@example.fr', role: 'ADMIN' }]);
    const logged = await h.request('GET', '/logged', { site: 87, token: created.json?.data.token });
    expect(logged.json?.data).toMatchObject({ logged: true, user: { email: 'owner@example.fr', role: 'ADMIN' } });
    const login = await h.request('POST', '/login', { site: 87, body: { email: 'owner@example.fr', password: PASSWORD } });
    expect(login.status).toBe(200);

    const again = await setup(87, { token, email: 'second@example.fr', password: PASSWORD }, 'en');
    expect(again.status).toBe(410);
    expect(again.json?.message).toMatch(/^This setup link has already been used/);
    expect((await check(87, token)).status).toBe(410);
    expect(await admins(87)).toEqual([{ email: 'owner@example.fr', role: 'ADMIN' }]);
  });

  it('prints no link once a site has an admin, and drops the spent one', async () => {
    const reopened = await openAdminSetups(h.ctx);
    expect(reopened.map((one) => one.idSite)).not.toContain(87);
    expect(await h.ctx.db.selectFrom('adminSetups').select('idSite').where('idSite', '=', 87).execute()).toEqual([]);
    for (const one of reopened) tokens.set(one.idSite, one.token);
  });

  it('refuses a link opened while another instance was creating the admin: the site has one already', async () => {
    const at = new Date();
    await h.ctx.db.insertInto('adminSetups').values({
      idSite: 87, tokenHash: hashToken('late-token-000000000000'), createdAt: at.toISOString(), expiresAt: new Date(at.getTime() + 60_000).toISOString(), usedAt: null,
    }).execute();
    const late = await setup(87, { token: 'late-token-000000000000', email: 'late@example.fr', password: PASSWORD }, 'en');
    expect(late.status).toBe(409);
    expect(late.json?.message).toMatch(/^This site already has an administrator/);
    expect(await admins(87)).toEqual([{ email: 'owner@example.fr', role: 'ADMIN' }]);
    await h.ctx.db.deleteFrom('adminSetups').where('idSite', '=', 87).execute();
  });

  it('answers an expired link in the request language, and a newer link replaces the older one', async () => {
    const site = [...tokens.keys()].find((id) => id !== 87)!;
    const older = tokens.get(site)!;
    const [newer] = (await openAdminSetups(h.ctx)).filter((one) => one.idSite === site);
    expect((await check(site, older)).status).toBe(400);
    await h.ctx.db.updateTable('adminSetups').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('idSite', '=', site).execute();
    const expired = await setup(site, { token: newer!.token, email: 'owner@example.fr', password: PASSWORD });
    expect(expired.status).toBe(410);
    expect(expired.json?.message).toMatch(/^Ce lien de création a expiré/);
    expect((await check(site, newer!.token, 'en')).json?.message).toMatch(/^This setup link has expired/);
    expect(await admins(site)).toEqual([]);
  });

  it('opens no link where ADMIN_EMAIL seeded the admin', async () => {
    const seeded = await createHarness({ env: { ADMIN_EMAIL: 'admin@example.fr', ADMIN_PASSWORD: PASSWORD } });
    try {
      expect(await openAdminSetups(seeded.ctx)).toEqual([]);
    } finally {
      await seeded.close();
    }
  });
});

describe('one token, two instances at once', () => {
  it('creates one admin, never two: the second request finds the token spent', async () => {
    const db = await twoInstances();
    try {
      const ctx = { db: db.a, config: h.ctx.config, now: () => new Date() };
      const [opened] = (await openAdminSetups(ctx)).filter((one) => one.idSite === 87);
      const passwordHash = await hashPassword(PASSWORD);
      const at = new Date().toISOString();
      // Two pools on PostgreSQL; on SQLite one (better-sqlite3 is synchronous: a second connection in
      // this process would wait for a lock the first cannot release), its transactions one after the other.
      const other = db.url ? db.b : db.a;
      const outcomes = await Promise.all([
        createFirstAdmin(db.a, { idSite: 87, token: opened!.token, email: 'first@example.fr', passwordHash, lastname: 'a', at }),
        createFirstAdmin(other, { idSite: 87, token: opened!.token, email: 'second@example.fr', passwordHash, lastname: 'b', at }),
      ]);
      expect(outcomes.filter((outcome) => 'userId' in outcome)).toHaveLength(1);
      expect(outcomes.filter((outcome) => 'problem' in outcome)).toEqual([{ problem: 'setupUsed' }]);
      const rows = await db.a.selectFrom('users').select('email').where('idSite', '=', 87).where('role', '=', 'ADMIN').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
