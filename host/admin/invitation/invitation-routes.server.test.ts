import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAdminWeb, type AdminWeb } from '../admin-web.test-utils.ts';

// The invitation page (decision 0067) over the real API, without JavaScript, and what the invited
// EDITOR then reaches: the editor's page (as an editor), not the admin panel.
let w: AdminWeb;
let admin: string;
const host = 'autocars.localhost:3000';

beforeAll(async () => {
  w = await createAdminWeb();
  admin = await w.login(ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(async () => {
  await w?.ctx.close();
});

async function invite(email: string): Promise<string> {
  const response = await w.prod.request('/api/admin/editor/people/invitations', {
    method: 'POST', headers: { host, cookie: admin, idSite: '87', 'content-type': 'application/json' }, body: JSON.stringify({ email, role: 'EDITOR' }),
  });
  expect(response.status).toBe(201);
  const mail = await w.ctx.db.selectFrom('outbox').select('body').where('toAddress', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return mail.body.match(/\/admin\/invitation\?token=([\w-]+)/)![1]!;
}

const post = (path: string, fields: Record<string, string>, origin = `http://${host}`) =>
  Promise.resolve(w.prod.request(path, { method: 'POST', headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }));

describe('the invitation page', { timeout: 60_000 }, () => {
  it('shows whom the link invites and a labelled password field, with no script, never cached nor indexed', async () => {
    const token = await invite('page-invitee@example.fr');
    const response = await w.get(w.prod, `/admin/invitation?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('comme rédacteur');
    expect(html).toContain('page-invitee@example.fr');
    expect(html).toMatch(/<label>Mot de passe<input type="password" autoComplete="new-password" required="" minLength="8" maxLength="200" aria-describedby="invitation-password-hint" name="password"\/>/);
    expect(html).not.toContain('<script');
  });

  it('refuses a short password at its field, keeps the link, then creates the EDITOR, signs them in and opens the editor — not the admin panel', async () => {
    const token = await invite('editor-invitee@example.fr');
    const short = await post(`/admin/invitation?token=${token}`, { token, password: 'court' });
    expect(short.status).toBe(400);
    const page = await short.text();
    expect(page).toContain('aria-invalid="true"');
    expect(page).toContain('Le mot de passe doit compter de 8 à 200 caractères.');
    expect((await post(`/admin/invitation?token=${token}`, { token, password: 'Editor-invitee-1' }, 'https://evil.example')).status).toBe(403);
    const accepted = await post(`/admin/invitation?token=${token}`, { token, password: 'Editor-invitee-1' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/admin/editor?lang=fr');
    const cookie = accepted.headers.getSetCookie().map((one) => one.split(';')[0]).join('; ');
    expect(cookie).toMatch(/token=/);
    const editor = await w.get(w.prod, '/admin/editor', { cookie });
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain('data-access="editor"');
    expect(await (await w.get(w.prod, '/admin/editor', { cookie: admin })).text()).toContain('data-access="owner"');
    expect((await w.get(w.prod, '/admin/editor/blocks', { cookie })).status).toBe(200);
    expect((await w.get(w.prod, '/admin', { cookie })).status).toBe(404);
    const used = await w.get(w.prod, `/admin/invitation?token=${token}`);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain('Ce lien d’invitation a déjà servi');
  });

  it('answers a forged link with its reason in the page’s language (400)', async () => {
    const forged = await w.get(w.prod, '/en/admin/invitation?token=forged');
    expect(forged.status).toBe(400);
    const html = await forged.text();
    expect(html).toContain('This invitation link is not valid');
    expect(html).not.toContain('type="password"');
  });
});
