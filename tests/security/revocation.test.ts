import { describe, expect, it } from 'vitest';
import type { Harness } from '../contract/harness.test-utils.ts';
import { closeHarnessesAfterEach, openHarness, registerMember, signIn } from './security-harness.test-utils.ts';

closeHarnessesAfterEach();

/** The token of the last link matching `pattern` mailed to `to`. */
async function mailedToken(h: Harness, to: string, pattern: RegExp): Promise<string> {
  const mails = (await h.outbox()).filter((mail) => mail.toAddress === to);
  const token = mails.map((mail) => pattern.exec(mail.body)?.[1]).filter(Boolean).at(-1);
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

/** A member signed in on two devices, with a reset link asked before any change. */
async function memberWithResetLink(h: Harness, email: string) {
  const member = await registerMember(h, email);
  const here = await signIn(h, member.email, member.password);
  const elsewhere = await signIn(h, member.email, member.password, '198.51.100.30');
  await h.request('PUT', '/password/reset/ask', { body: { email: member.email } });
  return { member, here, elsewhere, resetToken: await mailedToken(h, member.email, /password\/reset\/([\w-]+)/) };
}

describe('changing the password or the e-mail revokes reset links and other sessions (issue 21, point 5)', () => {
  it('a reset link issued before PUT /user/password no longer sets a password afterwards; other sessions are closed', async () => {
    const h = await openHarness();
    const { member, here, elsewhere, resetToken } = await memberWithResetLink(h, 'revoke@example.fr');

    const changed = await h.request('PUT', '/user/password', { token: here, body: { currentPassword: member.password, newPassword: 'un-nouveau-mot-de-passe' } });
    expect(changed.status).toBe(200);

    const reset = await h.request('PUT', '/password/reset', { body: { token: resetToken, password: 'celui-de-l-attaquant' } });
    expect(reset.status).toBe(400);
    expect((await h.request('GET', '/user', { token: elsewhere })).status).toBe(401);
    expect((await h.request('GET', '/user', { token: here })).status).toBe(200);
    expect((await h.request('POST', '/login', { body: { email: member.email, password: 'un-nouveau-mot-de-passe' } })).status).toBe(200);
  });

  it('a confirmed change of e-mail uses up earlier reset links and closes the other sessions', async () => {
    const h = await openHarness();
    const { member, here, elsewhere, resetToken } = await memberWithResetLink(h, 'moving@example.fr');

    expect((await h.request('PUT', '/user', { token: here, body: { email: 'moved@example.fr', currentPassword: member.password } })).status).toBe(200);
    const confirmToken = await mailedToken(h, 'moved@example.fr', /email-token=([\w-]+)/);
    expect((await h.request('PUT', '/user/email/confirm', { token: here, body: { token: confirmToken } })).status).toBe(200);

    expect((await h.request('PUT', '/password/reset', { body: { token: resetToken, password: 'celui-de-l-attaquant' } })).status).toBe(400);
    expect((await h.request('GET', '/user', { token: elsewhere })).status).toBe(401);
    expect((await h.request('GET', '/user', { token: here })).json?.data.email).toBe('moved@example.fr');
  });
});
