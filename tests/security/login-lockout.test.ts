import { afterEach, describe, expect, it } from 'vitest';
import { closeHarnessesAfterEach, from, openHarness, registerMember } from './security-harness.test-utils.ts';

closeHarnessesAfterEach();
afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe('login throttling never locks the owner out (issue 21, point 2)', () => {
  it('100 wrong passwords from one address: the attacker is slowed, the owner signs in at once from another address', async () => {
    const h = await openHarness();
    const owner = await registerMember(h, 'owner@example.fr');
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      answers.push((await h.request('POST', '/login', { headers: from('203.0.113.66'), body: { email: owner.email, password: `guess-${i}` } })).status);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
    const slowed = await h.request('POST', '/login', { lang: 'en', headers: from('203.0.113.66'), body: { email: owner.email, password: 'another-guess' } });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(slowed.json?.message).toMatch(/^Too many failed attempts/);

    const ownerLogin = await h.request('POST', '/login', { headers: from('198.51.100.20'), body: owner });
    expect(ownerLogin.status).toBe(200);
  });

  it('refuses the 6th wrong password in a row from one client, and slows it more at each further try', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const h = await openHarness({ now: () => now });
    const owner = await registerMember(h, 'sixth@example.fr');
    for (let i = 0; i < 5; i += 1) {
      expect((await h.request('POST', '/login', { headers: from('203.0.113.7'), body: { email: owner.email, password: 'mauvais' } })).status).toBe(401);
    }
    const sixth = await h.request('POST', '/login', { headers: from('203.0.113.7'), body: { email: owner.email, password: 'mauvais' } });
    expect(sixth.status).toBe(429);
    const firstWait = Number(sixth.headers.get('retry-after'));
    now = new Date(now.getTime() + firstWait * 1000);
    expect((await h.request('POST', '/login', { headers: from('203.0.113.7'), body: { email: owner.email, password: 'mauvais' } })).status).toBe(401);
    const next = await h.request('POST', '/login', { headers: from('203.0.113.7'), body: { email: owner.email, password: 'mauvais' } });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(firstWait);
  });

  it('counts the address the trusted balancer saw: a forged first X-Forwarded-For entry does not escape the per-address limit', async () => {
    process.env.TRUST_PROXY = '1';
    const h = await openHarness();
    const balancer = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    const attempt = (i: number) => h.app.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `6.6.6.${i}, 203.0.113.99` },
      body: JSON.stringify({ email: `robot-${i}@example.fr`, password: 'mauvais' }),
    }, balancer);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await attempt(i)).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
