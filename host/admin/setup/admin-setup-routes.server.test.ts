import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { openAdminSetups } from '../../../server/account/open-admin-setups.ts';
import { createContext, type ContextHandle } from '../../../server/create-context.ts';
import { createMemoryLogger } from '../../../server/logger.ts';
import { loadBlockChecks } from '../../block-server/block-checks.server.ts';
import { createWebApp } from '../../web-app.server.ts';

// The setup page over the real API, without JavaScript: its answers to each kind of post.
let ctx: ContextHandle;
let app: ReturnType<typeof createWebApp>;
let token: string;
const host = 'autocars.localhost:3000';

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-setup-')), log: createMemoryLogger(), watch: false, mail: false });
  app = createWebApp({
    mode: 'production', api: { app: createApi(ctx) }, entry: () => import('../../entry.server.tsx'), catalogueEntry: () => import('../../catalogue/entry.catalogue.tsx'),
    clientDir: null, defaultSite: 'autocars', log: () => {}, mailbox: null,
  });
  token = (await openAdminSetups(ctx)).find((one) => one.idSite === 87)!.token;
});
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, fields: Record<string, string>, origin = `http://${host}`) =>
  Promise.resolve(app.request(path, { method: 'POST', headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }));

describe('the setup page', () => {
  it('shows the form for a working link, labelled, with the password rule', async () => {
    const response = await app.request(`/admin/setup?token=${token}`, { headers: { host } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<form [^>]*action="\/admin\/setup\?token=[^"]+" method="post">/);
    expect(html).toMatch(/<label>Adresse e-mail<input type="email" autoComplete="email" required=""[^>]*name="email"/);
    expect(html).toMatch(/<label>Mot de passe<input type="password" autoComplete="new-password" required="" minLength="8"[^>]*name="password"/);
    expect(html).toContain('De 8 à 200 caractères.');
    expect(html).not.toContain('<script');
  });

  it('answers a forged link with a page saying so, in English under /en, and no form', async () => {
    const response = await app.request('/en/admin/setup?token=forged', { headers: { host } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('This setup link is not valid');
    expect(html).not.toContain('<form');
  });

  it('shows a refused e-mail at its field, the address kept, the link unspent', async () => {
    const response = await post('/admin/setup', { token, email: 'pas-une-adresse', password: 'Un-mot-de-passe-1' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Saisissez une adresse e-mail valide');
    expect(html).toMatch(/aria-invalid="true" aria-describedby="setup-email-error"|aria-describedby="setup-email-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="pas-une-adresse"');
    expect((await app.request(`/admin/setup?token=${token}`, { headers: { host } })).status).toBe(200);
  });

  it('refuses a post from another origin', async () => {
    const response = await post('/admin/setup', { token, email: 'owner@example.fr', password: 'Un-mot-de-passe-1' }, 'http://evil.example');
    expect(response.status).toBe(403);
  });

  it('creates the admin, sets the session cookies and goes to /admin; the same post again says the link is used', async () => {
    const response = await post('/en/admin/setup', { token, email: 'owner@example.fr', password: 'Un-mot-de-passe-1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/admin');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => /^token=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('idSite=87;'))).toBe(true);
    const again = await post('/en/admin/setup', { token, email: 'other@example.fr', password: 'Un-mot-de-passe-1' });
    expect(again.status).toBe(410);
    const html = await again.text();
    expect(html).toContain('This setup link has already been used');
    expect(html).not.toContain('<form');
  });
});
