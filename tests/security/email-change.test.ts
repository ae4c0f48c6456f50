import { describe, expect, it } from 'vitest';
import type { Harness } from '../contract/harness.test-utils.ts';
import { closeHarnessesAfterEach, openHarness, registerMember, signIn } from './security-harness.test-utils.ts';

closeHarnessesAfterEach();

const mailsTo = async (h: Harness, to: string) => (await h.outbox()).filter((mail) => mail.toAddress === to);
const confirmTokenIn = (body: string) => /email-token=([\w-]+)/.exec(body)?.[1];

describe('changing the login e-mail (issue 21, point 4)', () => {
  it('needs the current password: a stolen session alone cannot change the address', async () => {
    const h = await openHarness();
    const member = await registerMember(h, 'victim@example.fr');
    const token = await signIn(h, member.email, member.password);
    const without = await h.request('PUT', '/user', { lang: 'en', token, body: { email: 'thief@example.fr' } });
    expect(without.status).toBe(400);
    expect(without.json?.message).toMatch(/current password/);
    const wrong = await h.request('PUT', '/user', { token, body: { email: 'thief@example.fr', currentPassword: 'pas-le-bon' } });
    expect(wrong.status).toBe(400);
    expect((await h.request('GET', '/user', { token })).json?.data.email).toBe(member.email);
    expect(await mailsTo(h, 'thief@example.fr')).toEqual([]);
  });

  it('does not let a stolen session guess the current password at leisure: 10 tries an hour, then 429', async () => {
    const h = await openHarness();
    const member = await registerMember(h, 'guessed@example.fr');
    const token = await signIn(h, member.email, member.password);
    for (let i = 0; i < 10; i += 1) {
      expect((await h.request('PUT', '/user/password', { token, body: { currentPassword: `guess-${i}`, newPassword: 'un-autre-mot-de-passe' } })).status).toBe(400);
    }
    const slowed = await h.request('PUT', '/user', { token, body: { email: 'thief@example.fr', currentPassword: member.password } });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(h, 'thief@example.fr')).toEqual([]);
  });

  it('takes effect only when the new address confirms the mailed link, and tells the old address', async () => {
    const h = await openHarness();
    const member = await registerMember(h, 'old@example.fr');
    const token = await signIn(h, member.email, member.password);
    const asked = await h.request('PUT', '/user', { lang: 'en', token, body: { email: 'New@Example.fr', currentPassword: member.password, firstname: 'Camille' } });
    expect(asked.status).toBe(200);
    expect(asked.json?.message).toMatch(/^Check your new inbox/);
    expect((await h.request('GET', '/user', { token })).json?.data.email).toBe('old@example.fr');
    expect((await h.request('POST', '/login', { body: { email: 'new@example.fr', password: member.password } })).status).toBe(401);

    const [notice] = await mailsTo(h, 'old@example.fr');
    expect(notice?.body).toContain('new@example.fr');
    const [confirm] = await mailsTo(h, 'new@example.fr');
    const link = confirmTokenIn(confirm?.body ?? '');
    expect(link).toBeTruthy();
    expect(confirm?.body).toContain('/en/account/profil?email-token=');

    const confirmed = await h.request('PUT', '/user/email/confirm', { lang: 'en', body: { token: link } });
    expect(confirmed.status).toBe(200);
    expect((await h.request('POST', '/login', { body: { email: 'new@example.fr', password: member.password } })).status).toBe(200);
    expect((await h.request('POST', '/login', { body: { email: 'old@example.fr', password: member.password } })).status).toBe(401);
    expect((await h.request('PUT', '/user/email/confirm', { body: { token: link } })).status).toBe(400);
  });

  it('answers the same whether the new address has an account or not; the existing owner gets a mail, not a link', async () => {
    const h = await openHarness();
    const member = await registerMember(h, 'asker@example.fr');
    await registerMember(h, 'taken@example.fr');
    const token = await signIn(h, member.email, member.password);
    const toTaken = await h.request('PUT', '/user', { lang: 'en', token, body: { email: 'taken@example.fr', currentPassword: member.password } });
    const toFree = await h.request('PUT', '/user', { lang: 'en', token, body: { email: 'free@example.fr', currentPassword: member.password } });
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.json?.message.replace('taken@', 'X@')).toBe(toFree.json?.message.replace('free@', 'X@'));
    expect(toTaken.json?.data).toEqual(toFree.json?.data);

    const owner = await mailsTo(h, 'taken@example.fr');
    expect(owner).toHaveLength(1);
    expect(confirmTokenIn(owner[0]?.body ?? '')).toBeUndefined();
    expect(confirmTokenIn((await mailsTo(h, 'free@example.fr'))[0]?.body ?? '')).toBeTruthy();
    expect((await mailsTo(h, 'asker@example.fr')).map((mail) => mail.subject)).toHaveLength(2);
  });

  it('writes the mails in the member\'s language', async () => {
    const h = await openHarness();
    const member = await registerMember(h, 'francais@example.fr');
    const token = await signIn(h, member.email, member.password);
    await h.request('PUT', '/user', { lang: 'fr_FR', token, body: { email: 'nouvelle@example.fr', currentPassword: member.password } });
    const [confirm] = await mailsTo(h, 'nouvelle@example.fr');
    expect(confirm?.subject).toMatch(/^Confirmez votre nouvelle adresse e-mail/);
    expect(confirm?.body).not.toContain('/en/');
    const [notice] = await mailsTo(h, 'francais@example.fr');
    expect(notice?.subject).toMatch(/^Changement de l’adresse e-mail/);
  });
});
