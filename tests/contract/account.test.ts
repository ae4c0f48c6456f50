import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
});
afterAll(async () => {
  await h.close();
});

const member = {
  email: 'Claire.Martin@example.fr',
  password: 'motdepasse-solide',
  firstname: 'Claire',
  lastname: 'Martin',
  phone: '06 12 34 56 78',
  acceptTerms: true,
};

async function login(email: string, password: string, site?: number) {
  const res = await h.request('POST', '/login', { body: { email, password }, ...(site ? { site } : {}) });
  return res.json?.data?.token as string;
}

describe('POST /register', () => {
  it('refuses a registration without the terms ticked, with the §5 message', async () => {
    const en = await h.request('POST', '/register', { lang: 'en', body: { ...member, acceptTerms: false } });
    expect(en.status).toBe(400);
    expect(en.json?.message).toBe('I acknowledge having read and understood the terms and accept them');
    const fr = await h.request('POST', '/register', { lang: 'fr', body: { ...member, acceptTerms: false } });
    expect(fr.json?.message).toMatch(/^Je reconnais avoir lu et compris/);
  });

  it('refuses an invalid e-mail or a short password, naming the field', async () => {
    const email = await h.request('POST', '/register', { body: { ...member, email: 'pas-un-email' } });
    expect(email.status).toBe(400);
    expect(email.json?.message).toMatch(/« email »/);
    const password = await h.request('POST', '/register', { body: { ...member, password: 'court' } });
    expect(password.json?.message).toMatch(/« password »/);
  });

  it('answers a second registration of the same e-mail exactly as the first, and keeps the first password', async () => {
    const created = await h.request('POST', '/register', { lang: 'en', body: member });
    expect(created.status).toBe(201);
    expect(created.json?.data).toEqual({ email: 'claire.martin@example.fr' });
    const again = await h.request('POST', '/register', { lang: 'en', body: { ...member, email: 'claire.martin@EXAMPLE.fr', password: 'un-autre-mot-de-passe' } });
    expect(again.status).toBe(created.status);
    expect(again.json).toEqual(created.json);
    expect(again.json?.message).toMatch(/^Your registration is recorded/);
    expect(await login(member.email, 'un-autre-mot-de-passe')).toBeUndefined();
    expect(await login(member.email, member.password)).toBeTruthy();
  });
});

describe('login, session and logout', () => {
  it('refuses a wrong password with 401', async () => {
    const res = await h.request('POST', '/login', { body: { email: member.email, password: 'faux-mot-de-passe' } });
    expect(res.status).toBe(401);
    expect(res.json?.success).toBe(false);
  });

  it('logs in with the token in data and the §9 cookies, then /logged and /user see the member', async () => {
    const res = await h.request('POST', '/login', {
      body: { email: member.email, password: member.password },
      headers: { Host: 'www.autocars-bocage-vendee.fr' },
    });
    expect(res.status).toBe(200);
    expect(res.json?.data.idSite).toBe(87);
    const token = res.json?.data.token as string;
    expect(token.length).toBeGreaterThan(20);
    const tokenCookie = res.cookies.find((c) => c.startsWith('token='));
    expect(tokenCookie).toMatch(/Max-Age=86400/);
    expect(tokenCookie).toMatch(/Path=\//);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).toMatch(/Domain=autocars-bocage-vendee\.fr/);
    expect(res.cookies.find((c) => c.startsWith('idSite='))).toMatch(/^idSite=87;/);

    const logged = await h.request('GET', '/logged', { headers: { Cookie: `token=${token}` } });
    expect(logged.json?.data).toMatchObject({ logged: true, user: { email: 'claire.martin@example.fr', role: 'MEMBER' } });
    const profile = await h.request('GET', '/user', { token });
    expect(profile.json?.data).toMatchObject({ firstname: 'Claire', phone: '06 12 34 56 78', newsletter: false });

    const logout = await h.request('POST', '/logout', { token });
    expect(logout.cookies.find((c) => c.startsWith('token='))).toMatch(/Max-Age=0/);
    const after = await h.request('GET', '/logged', { token });
    expect(after.json?.data).toEqual({ logged: false, user: null });
  });

  it('answers 401 on /user without a session and does not accept a token on another site', async () => {
    expect((await h.request('GET', '/user')).status).toBe(401);
    const token = await login(member.email, member.password);
    if (h.ctx.config.site(88)) expect((await h.request('GET', '/user', { token, site: 88 })).status).toBe(401);
    expect((await h.request('GET', '/user', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('profile, password and newsletter', () => {
  it('updates the profile and refuses an invalid phone', async () => {
    const token = await login(member.email, member.password);
    const saved = await h.request('PUT', '/user', { token, body: { lastname: 'Martin-Durand', birthdate: '1990-04-02' } });
    expect(saved.json?.data).toMatchObject({ lastname: 'Martin-Durand', birthdate: '1990-04-02' });
    const bad = await h.request('PUT', '/user', { token, body: { phone: 'appelez-moi' } });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toMatch(/« phone »/);
    const empty = await h.request('PUT', '/user', { token, body: {} });
    expect(empty.status).toBe(400);
  });

  it('changes the password only with the right current password', async () => {
    const token = await login(member.email, member.password);
    const wrong = await h.request('PUT', '/user/password', { token, body: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mot-de-passe' } });
    expect(wrong.status).toBe(400);
    const right = await h.request('PUT', '/user/password', { token, body: { currentPassword: member.password, newPassword: 'nouveau-mot-de-passe' } });
    expect(right.status).toBe(200);
    expect(await login(member.email, 'nouveau-mot-de-passe')).toBeTruthy();
    member.password = 'nouveau-mot-de-passe';
  });

  it('has no newsletter list on a site without newsletter and refuses a subscription there', async () => {
    const token = await login(member.email, member.password);
    const lists = await h.request('GET', '/user/newsletter/lists', { token });
    expect(lists.json?.data).toEqual([]);
    const refused = await h.request('PUT', '/user/newsletter/subscription', { token, lang: 'en', body: { lists: ['news'] } });
    expect(refused.status).toBe(400);
    expect(refused.json?.message).toBe('This site has no newsletter');
    const read = await h.request('GET', '/user/newsletter/subscription', { token });
    expect(read.json?.data).toEqual({ subscribed: false, lists: [] });
  });
});

describe('password reset', () => {
  it('puts a single-use link in the outbox and resets the password with it', async () => {
    const ask = await h.request('PUT', '/password/reset/ask', { lang: 'en', body: { email: member.email } });
    expect(ask.status).toBe(200);
    const unknown = await h.request('PUT', '/password/reset/ask', { lang: 'en', body: { email: 'personne@example.fr' } });
    expect(unknown.status).toBe(200);
    expect(unknown.json?.message).toBe(ask.json?.message);
    const mails = await h.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe('claire.martin@example.fr');
    const token = /\/en\/password\/reset\/([\w-]+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const reset = await h.request('PUT', '/password/reset', { body: { token, password: 'encore-un-autre-mdp' } });
    expect(reset.status).toBe(200);
    expect(await login(member.email, 'encore-un-autre-mdp')).toBeTruthy();
    member.password = 'encore-un-autre-mdp';
    const reused = await h.request('PUT', '/password/reset', { lang: 'en', body: { token, password: 'troisieme-mdp-ici' } });
    expect(reused.status).toBe(400);
    expect(reused.json?.message).toBe('This password reset link is invalid or has expired');
  });

  it('lets one of several simultaneous resets with the same link through, and the password is that one', async () => {
    // The link is checked and used up in one statement: two tries (the site sends three links an hour per address), as the requests may not overlap every time.
    for (let round = 0; round < 2; round += 1) {
      await h.request('PUT', '/password/reset/ask', { lang: 'en', body: { email: member.email } });
      const token = /\/en\/password\/reset\/([\w-]+)/.exec((await h.outbox()).at(-1)?.body ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
      const passwords = [1, 2, 3, 4].map((n) => `mdp-simultane-${round}-${n}`);
      const answers = await Promise.all(passwords.map((password) => h.request('PUT', '/password/reset', { body: { token, password } })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
      const winner = passwords[answers.findIndex((answer) => answer.status === 200)]!;
      expect(await login(member.email, winner)).toBeTruthy();
      member.password = winner;
    }
  });
});

describe('admin layout calls', () => {
  it('refuses a member with 403 and an anonymous visitor with 401', async () => {
    const token = await login(member.email, member.password);
    const forbidden = await h.request('POST', '/admin/page/10/layout/1/hash/check', { token, body: { html: '<p>x</p>' } });
    expect(forbidden.status).toBe(403);
    expect((await h.request('POST', '/admin/page/10/layout/1/hash/check', { body: { html: '' } })).status).toBe(401);
  });

  it('stores the layout hash and tells whether it changed', async () => {
    const token = await login('admin@vitrine.test', 'admin-password-1');
    const first = await h.request('POST', '/admin/page/10/layout/1/hash/check', { token, body: { html: '<p>A</p>' } });
    expect(first.json?.data).toMatchObject({ previousHash: null, isSame: false });
    const same = await h.request('POST', '/admin/page/10/layout/1/hash/check', { token, body: { html: '<p>A</p>' } });
    expect(same.json?.data.isSame).toBe(true);
    const changed = await h.request('POST', '/admin/page/10/layout/1/hash/check', { token, body: { html: '<p>B</p>' } });
    expect(changed.json?.data.isSame).toBe(false);
    const unknownPage = await h.request('POST', '/admin/page/9999/layout/1/hash/check', { token, body: { html: '' } });
    expect(unknownPage.status).toBe(404);
    const badId = await h.request('POST', '/admin/page/abc/layout/1/hash/check', { token, body: { html: '' } });
    expect(badId.status).toBe(400);
  });

  it('stores a preview image and refuses a non-image', async () => {
    const token = await login('admin@vitrine.test', 'admin-password-1');
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'preview.png', { type: 'image/png' }));
    const saved = await h.request('PUT', '/admin/page/10/layout/1/preview', { token, body: form });
    expect(saved.status).toBe(200);
    expect(saved.json?.data.file).toMatchObject({ name: 'preview.png', mime: 'image/png', size: 8 });
    expect((await h.ctx.files.read(saved.json?.data.file.id))?.size).toBe(8);
    const text = new FormData();
    text.append('image', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await h.request('PUT', '/admin/page/10/layout/1/preview', { token, body: text })).status).toBe(400);
    const none = await h.request('PUT', '/admin/page/10/layout/1/preview', { token, body: new FormData() });
    expect(none.status).toBe(400);
  });
});

describe('DELETE /user', () => {
  it('deletes the account, its sessions and lets the e-mail register again', async () => {
    const token = await login(member.email, member.password);
    const deleted = await h.request('DELETE', '/user', { token });
    expect(deleted.status).toBe(200);
    expect((await h.request('GET', '/user', { token })).status).toBe(401);
    expect((await h.request('POST', '/register', { body: { ...member, password: 'un-nouveau-depart' } })).status).toBe(201);
  });
});

describe('sign-up rules of the domaine site (BLOCK_MINORS_AT_SIGNUP and ASK_BIRTHDATE_AT_SIGNUP on)', () => {
  const wineLover = { ...member, email: 'jean@example.fr', password: 'un-mot-de-passe-long' };

  it('requires a birthdate and refuses a minor, in the request language', async () => {
    const missing = await h.request('POST', '/register', { site: 88, lang: 'en', body: wineLover });
    expect(missing.status).toBe(400);
    expect(missing.json?.message).toBe('Your date of birth is required to register');
    const minor = await h.request('POST', '/register', { site: 88, lang: 'fr', body: { ...wineLover, birthdate: '2015-06-01' } });
    expect(minor.status).toBe(400);
    expect(minor.json?.message).toBe('Vous devez avoir au moins 18 ans pour vous inscrire');
  });

  it('subscribes a member who ticked the newsletter at sign-up to the site list', async () => {
    const body = { ...wineLover, email: 'abonnee@example.fr', birthdate: '1979-03-02', newsletter: true };
    expect((await h.request('POST', '/register', { site: 88, body })).status).toBe(201);
    const token = await login(body.email, body.password, 88);
    expect((await h.request('GET', '/user/newsletter/subscription', { token, site: 88 })).json?.data).toEqual({ subscribed: true, lists: ['news'] });
  });

  it('registers an adult and lets them subscribe to the newsletter list', async () => {
    const created = await h.request('POST', '/register', { site: 88, body: { ...wineLover, birthdate: '1980-01-15' } });
    expect(created.status).toBe(201);
    const token = await login(wineLover.email, wineLover.password, 88);
    expect((await h.request('GET', '/user', { token, site: 88 })).json?.data.idSite).toBe(88);
    const lists = await h.request('GET', '/user/newsletter/lists', { token, site: 88, lang: 'en' });
    expect(lists.json?.data).toHaveLength(1);
    const id = lists.json?.data[0].id as string;
    const saved = await h.request('PUT', '/user/newsletter/subscription', { token, site: 88, body: { lists: [id] } });
    expect(saved.json?.data).toEqual({ subscribed: true, lists: [id] });
    const profile = await h.request('GET', '/user', { token, site: 88 });
    expect(profile.json?.data.newsletter).toBe(true);
    const off = await h.request('PUT', '/user/newsletter/subscription', { token, site: 88, body: { lists: [] } });
    expect(off.json?.data).toEqual({ subscribed: false, lists: [] });
  });
});
