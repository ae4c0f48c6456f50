import { describe, expect, it } from 'vitest';
import { closeHarnessesAfterEach, from, openHarness, registerMember } from './security-harness.test-utils.ts';

closeHarnessesAfterEach();

const ask = (email: string, address: string) => ({ lang: 'en', headers: from(address), body: { email } });

describe('password-reset requests are throttled (issue 21, point 3)', () => {
  it('15 requests for one e-mail queue at most 3 mails, and the answers are the same as for an unknown e-mail', async () => {
    const h = await openHarness();
    const member = await registerMember(h, 'bombed@example.fr');
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const a = await h.request('PUT', '/password/reset/ask', ask(member.email, `203.0.113.${i}`));
      const b = await h.request('PUT', '/password/reset/ask', ask('nobody@example.fr', `198.51.100.${i}`));
      known.push(`${a.status} ${a.json?.message}`);
      unknown.push(`${b.status} ${b.json?.message}`);
    }
    expect(known).toEqual(unknown);
    expect((await h.outbox()).filter((mail) => mail.toAddress === member.email).length).toBeLessThanOrEqual(3);
  });

  it('slows one address asking for many e-mails, with a Retry-After, whether the accounts exist or not', async () => {
    const h = await openHarness();
    await registerMember(h, 'first@example.fr');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await h.request('PUT', '/password/reset/ask', ask(i === 0 ? 'first@example.fr' : `someone-${i}@example.fr`, '203.0.113.50'))).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await h.request('PUT', '/password/reset/ask', ask('first@example.fr', '203.0.113.50'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json?.message).toMatch(/^Too many/);
    expect((await h.request('PUT', '/password/reset/ask', ask('first@example.fr', '198.51.100.1'))).status).toBe(200);
  });
});
