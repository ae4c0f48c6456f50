import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { restoreTrustProxyAfterEach } from './security-harness.test-utils.ts';
import { DOMAINE, member } from '../contract/shop/shop-helpers.test-utils.ts';

/*
 * Issue 32, item 9: the cross-site check compared hosts only, so a page on `https://` posting to
 * the `http://` server (the same name) signed a member out. The check now compares the Origin's
 * scheme, host and port with the request's own origin: the connection's scheme, or a trusted
 * balancer's X-Forwarded-Proto (TRUST_PROXY) and never a forged one.
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

const logout = (token: string, headers: Record<string, string>) => h.request('POST', '/logout', { site: DOMAINE, lang: 'en', token, headers: { host: HOST, ...headers } });
const signedIn = async (token: string) => (await h.request('GET', '/user', { site: DOMAINE, token })).status === 200;

describe('the cross-site check on scheme, host and port', () => {
  it('refuses a sign-out posted from the https origin to the http server: the member stays signed in', async () => {
    delete process.env.TRUST_PROXY;
    const token = await member(h, 'scheme-1@example.fr');
    const refused = await logout(token, { origin: `https://${HOST}` });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, data: null, message: 'Cross-origin request refused' });
    expect(await signedIn(token)).toBe(true);
    // A forged X-Forwarded-Proto counts for nothing without a trusted balancer.
    expect((await logout(token, { origin: `https://${HOST}`, 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect((await logout(token, { origin: `http://${HOST}:8080` })).status).toBe(403);
    expect(await signedIn(token)).toBe(true);
  });

  it('signs out from its own origin, the default port written or not', async () => {
    delete process.env.TRUST_PROXY;
    const token = await member(h, 'scheme-2@example.fr');
    expect((await logout(token, { origin: `http://${HOST}:80` })).status).toBe(200);
    expect(await signedIn(token)).toBe(false);
  });

  it('takes the scheme a trusted balancer reports (TRUST_PROXY=1, X-Forwarded-Proto: https)', async () => {
    process.env.TRUST_PROXY = '1';
    const token = await member(h, 'scheme-3@example.fr');
    expect((await logout(token, { origin: `http://${HOST}`, 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect(await signedIn(token)).toBe(true);
    expect((await logout(token, { origin: `https://${HOST}`, 'x-forwarded-proto': 'https' })).status).toBe(200);
    expect(await signedIn(token)).toBe(false);
  });
});
