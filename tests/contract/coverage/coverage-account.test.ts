import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFail, expectOk, memberBody, openCoverage, SITES, type Coverage } from './coverage-kit.test-utils.ts';

// §7 auth, account and admin calls on both sites of a fresh database: happy path and bad input.
let cov: Coverage;
beforeAll(async () => {
  cov = await openCoverage();
});
afterAll(() => cov.close());

const resetTokenOf = async (to: string) => {
  const mails = (await cov.h.outbox()).filter((m) => m.toAddress === to);
  return /password\/reset\/([\w-]+)/.exec(mails.at(-1)?.body ?? '')?.[1] ?? '';
};

describe.each(SITES)('auth and account calls on site %i', (site) => {
  const email = `compte-${site}@example.fr`;

  it('POST /register creates a member; terms not accepted is the §5 message', async () => {
    expect(expectOk(await cov.call(site, 'POST', '/register', { body: memberBody(email) }), 201)).toEqual({ email });
    expectFail(await cov.call(site, 'POST', '/register', { body: { ...memberBody(`autre-${site}@example.fr`), acceptTerms: false } }), 400, 'I acknowledge having read and understood the terms and accept them');
  });

  it('POST /login answers data.token and data.idSite; a wrong password is a 401', async () => {
    expect(expectOk(await cov.call(site, 'POST', '/login', { body: { email, password: 'motdepasse-solide' } }))).toMatchObject({ idSite: site, token: expect.any(String) });
    expectFail(await cov.call(site, 'POST', '/login', { body: { email, password: 'pas-le-bon' } }), 401);
  });

  it('PUT /password/reset/ask then PUT /password/reset with the mailed token; a bad token is a 400', async () => {
    expectOk(await cov.call(site, 'PUT', '/password/reset/ask', { body: { email } }));
    expectFail(await cov.call(site, 'PUT', '/password/reset/ask', { body: { email: 'pas-un-email' } }), 400, /email/);
    const token = await resetTokenOf(email);
    expect(token.length).toBeGreaterThan(10);
    expectFail(await cov.call(site, 'PUT', '/password/reset', { body: { token: 'x'.repeat(40), password: 'nouveau-mot-de-passe' } }), 400);
    expectOk(await cov.call(site, 'PUT', '/password/reset', { body: { token, password: 'nouveau-mot-de-passe' } }));
    expectOk(await cov.call(site, 'POST', '/login', { body: { email, password: 'nouveau-mot-de-passe' } }));
  });

  it('PUT /user updates the profile; an unknown field is a 400', async () => {
    expect(expectOk(await cov.call(site, 'PUT', '/user', { body: { firstname: 'Hélène' }, as: 'member' }))).toMatchObject({ firstname: 'Hélène' });
    expectFail(await cov.call(site, 'PUT', '/user', { body: { role: 'ADMIN' }, as: 'member' }), 400);
    expectFail(await cov.call(site, 'PUT', '/user', { body: { firstname: 'Hélène' } }), 401);
  });

  it('PUT /user/password needs the current password', async () => {
    const token = (await cov.call(site, 'POST', '/login', { body: { email, password: 'nouveau-mot-de-passe' } })).json?.data.token;
    expectFail(await cov.h.request('PUT', '/user/password', { site, token, body: { currentPassword: 'faux', newPassword: 'encore-un-autre' } }), 400);
    expectOk(await cov.h.request('PUT', '/user/password', { site, token, body: { currentPassword: 'nouveau-mot-de-passe', newPassword: 'encore-un-autre' } }));
  });

  it('GET /user/newsletter/lists, GET and PUT /user/newsletter/subscription', async () => {
    const lists = expectOk(await cov.call(site, 'GET', '/user/newsletter/lists', { as: 'member' }));
    expect(Array.isArray(lists)).toBe(true);
    expect(expectOk(await cov.call(site, 'GET', '/user/newsletter/subscription', { as: 'member' }))).toHaveProperty('lists');
    expectFail(await cov.call(site, 'GET', '/user/newsletter/subscription'), 401);
    expectFail(await cov.call(site, 'PUT', '/user/newsletter/subscription', { body: { lists: 'tout' }, as: 'member' }), 400, /lists/);
    if (lists.length > 0) {
      const chosen = [lists[0].id ?? lists[0].code ?? lists[0]];
      expect(expectOk(await cov.call(site, 'PUT', '/user/newsletter/subscription', { body: { lists: chosen }, as: 'member' })).lists).toEqual(chosen);
    } else {
      expectFail(await cov.call(site, 'PUT', '/user/newsletter/subscription', { body: { lists: ['actualites'] }, as: 'member' }), 400);
    }
  });

  it('DELETE /user deletes the own account; anonymous is a 401', async () => {
    const token = (await cov.call(site, 'POST', '/login', { body: { email, password: 'encore-un-autre' } })).json?.data.token;
    expectFail(await cov.call(site, 'DELETE', '/user'), 401);
    expectOk(await cov.h.request('DELETE', '/user', { site, token }));
    expectFail(await cov.call(site, 'POST', '/login', { body: { email, password: 'encore-un-autre' } }), 401);
  });

  it('POST /admin/page/{idPage}/layout/{idLayout}/hash/check: admins only, a bad page id is a 400', async () => {
    expect(expectOk(await cov.call(site, 'POST', '/admin/page/10/layout/1/hash/check', { body: { html: '<p>Bonjour</p>' }, as: 'admin' }))).toBeTruthy();
    expectFail(await cov.call(site, 'POST', '/admin/page/10/layout/1/hash/check', { body: { html: '<p>Bonjour</p>' }, as: 'member' }), 403);
    expectFail(await cov.call(site, 'POST', '/admin/page/abc/layout/1/hash/check', { body: { html: '' }, as: 'admin' }), 400);
  });

  it('PUT /admin/page/{idPage}/layout/{idLayout}/preview (multipart image): admins only, no file is a 400', async () => {
    const form = new FormData();
    form.set('image', new File([new Uint8Array([137, 80, 78, 71, 13, 10])], 'apercu.png', { type: 'image/png' }));
    expectOk(await cov.call(site, 'PUT', '/admin/page/10/layout/1/preview', { body: form, as: 'admin' }));
    expectFail(await cov.call(site, 'PUT', '/admin/page/10/layout/1/preview', { body: new FormData(), as: 'admin' }), 400);
    expectFail(await cov.call(site, 'PUT', '/admin/page/10/layout/1/preview', { body: form }), 401);
  });
});
