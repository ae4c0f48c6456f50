import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAdminWeb, type AdminWeb } from '../admin-web.test-utils.ts';

let w: AdminWeb;
beforeAll(async () => {
  w = await createAdminWeb();
  for (const lang of ['fr_FR', 'en']) {
    await w.prod.request('/api/password/reset/ask', { method: 'PUT', headers: { 'content-type': 'application/json', idSite: '87', userLang: lang }, body: JSON.stringify({ email: ADMIN.email }) });
  }
  await w.ctx.mail!.drain();
}, 60_000);
afterAll(async () => {
  await w?.ctx.close();
});

describe('/_mail', () => {
  it('lists the written mails newest first and opens one with its reset link clickable, for an admin', async () => {
    const cookie = await w.login(ADMIN.email, ADMIN.password);
    const list = await w.get(w.prod, '/_mail?lang=en', { cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-robots-tag')).toContain('noindex');
    const html = await list.text();
    expect(html).toContain('<h1>Mailbox</h1>');
    expect(html).toContain('2 e-mail(s), newest first.');
    const english = html.indexOf('Reset your password — Autocars Bocage Vendée');
    const french = html.indexOf('Réinitialisation de votre mot de passe — Autocars Bocage Vendée');
    expect(english).toBeGreaterThan(0);
    expect(french).toBeGreaterThan(english);
    expect(html).toContain('<a href="/_mail/2?lang=en">');
    const one = await (await w.get(w.prod, '/_mail/2?lang=en', { cookie })).text();
    expect(one).toContain(ADMIN.email);
    // The link points at the address the mailbox is read on (the .eml keeps the public one).
    expect(one).toMatch(/<a href="http:\/\/autocars\.localhost:3000\/en\/password\/reset\/[\w-]+">/);
    expect(one).not.toContain('https://www.autocars-bocage-vendee.fr/en/password/reset/');
    const file = await (await w.get(w.prod, '/_mail/2/eml', { cookie })).text();
    expect(file).toContain('https://www.autocars-bocage-vendee.fr/en/password/reset/');
    const french1 = await (await w.get(w.prod, '/_mail/1', { cookie })).text();
    expect(french1).toContain('<h1>Réinitialisation de votre mot de passe — Autocars Bocage Vendée</h1>');
    expect(french1).toContain('Destinataire');
    const raw = await w.get(w.prod, '/_mail/1/html', { cookie });
    expect(raw.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await raw.text()).toContain('Choisir mon mot de passe');
    const eml = await w.get(w.prod, '/_mail/1/eml', { cookie });
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
  });

  it('is open in development', async () => {
    expect((await w.get(w.dev, '/_mail')).status).toBe(200);
  });

  it('answers 404 to a visitor, a member and a forged session in production', async () => {
    expect((await w.get(w.prod, '/_mail')).status).toBe(404);
    expect((await w.get(w.prod, '/_mail/1')).status).toBe(404);
    const member = await w.member('lea.mailbox@example.fr');
    expect((await w.get(w.prod, '/_mail', { cookie: member })).status).toBe(404);
    expect((await w.get(w.prod, '/_mail', { cookie: 'token=forged' })).status).toBe(404);
  });
});
