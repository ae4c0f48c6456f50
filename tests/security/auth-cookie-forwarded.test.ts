import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { restoreTrustProxyAfterEach } from './security-harness.test-utils.ts';
import { DOMAINE, member } from '../contract/shop/shop-helpers.test-utils.ts';

/*
 * The session cookies follow the one rule of forwarded headers (server/http/strict-transport.ts):
 * a balancer's X-Forwarded-Proto and X-Forwarded-Host count only behind TRUST_PROXY. Before, the
 * cookies believed any X-Forwarded-Proto (Secure on a plain http server) and X-Forwarded-Host
 * (the cookie's Domain chosen by the request).
 */
const HOST = 'www.domaine-trois-terroirs.fr';
let h: Harness;

beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});
restoreTrustProxyAfterEach();

async function tokenCookie(email: string, headers: Record<string, string>): Promise<string> {
  await member(h, email);
  const login = await h.request('POST', '/login', { site: DOMAINE, body: { email, password: 'motdepasse-solide' }, headers: { host: HOST, ...headers } });
  expect(login.status).toBe(200);
  return login.headers.getSetCookie().find((cookie) => cookie.startsWith('token='))!;
}

describe('the session cookies behind a balancer', () => {
  it('ignore forwarded headers without TRUST_PROXY: not Secure on the http server, the Domain of its own host', async () => {
    delete process.env.TRUST_PROXY;
    const cookie = await tokenCookie('cookie-fwd-1@example.fr', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.ailleurs.example' });
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Domain=domaine-trois-terroirs\.fr/i);
  });

  it('follow a trusted balancer (TRUST_PROXY=1): Secure when it says https, the Domain of the host it names', async () => {
    process.env.TRUST_PROXY = '1';
    const cookie = await tokenCookie('cookie-fwd-2@example.fr', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.trois-terroirs.example' });
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Domain=trois-terroirs\.example/i);
  });
});
