import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { webAppOverSites } from '../../host/web-app.test-utils.ts';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { restoreTrustProxyAfterEach } from './security-harness.test-utils.ts';

/*
 * Issue 21, finding 10: no Strict-Transport-Security, even when the visitor came over https
 * through a balancer. HSTS is sent when the request itself is https, or when a trusted balancer
 * (TRUST_PROXY) says `X-Forwarded-Proto: https`; a forged header without TRUST_PROXY changes nothing.
 */
const HSTS = 'max-age=31536000; includeSubDomains';
let h: Harness;
let ctx: ContextHandle;
let web: Awaited<ReturnType<typeof webAppOverSites>>['web'];

beforeAll(async () => {
  h = await createHarness();
  ({ ctx, web } = await webAppOverSites(resolve(projectRoot, 'site-configs'), 'production', createMemoryLogger()));
}, 60_000);
afterAll(async () => {
  await h?.close();
  await ctx?.close();
});
restoreTrustProxyAfterEach();

const page = (url: string, headers: Record<string, string> = {}) => web.request(url, { headers: { host: 'autocars.localhost', ...headers } });
const api = (url: string, headers: Record<string, string> = {}) => h.app.request(url, { headers: { idSite: '87', ...headers } });

describe('Strict-Transport-Security', () => {
  it('is sent on pages, assets and API answers of a request made over https', async () => {
    delete process.env.TRUST_PROXY;
    for (const path of ['/', '/api/parameter', '/robots.txt', '/assets/none.js']) {
      expect((await page(`https://autocars.localhost${path}`)).headers.get('strict-transport-security'), path).toBe(HSTS);
    }
    expect((await api('https://api.example.fr/parameter')).headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is sent when a trusted balancer says X-Forwarded-Proto: https (TRUST_PROXY 1, true or a number of hops)', async () => {
    for (const value of ['1', 'true', '2']) {
      process.env.TRUST_PROXY = value;
      expect((await page('http://autocars.localhost/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'), value).toBe(HSTS);
      expect((await api('http://127.0.0.1/user', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'), value).toBe(HSTS);
    }
  });

  it('is not sent over plain http, nor for a forged X-Forwarded-Proto when no balancer is trusted', async () => {
    for (const value of [undefined, '0', 'false']) {
      if (value === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = value;
      expect((await page('http://autocars.localhost/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'), String(value)).toBeNull();
      expect((await api('http://127.0.0.1/parameter', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'), String(value)).toBeNull();
    }
    process.env.TRUST_PROXY = '1';
    expect((await page('http://autocars.localhost/', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    expect((await page('http://autocars.localhost/')).headers.get('strict-transport-security')).toBeNull();
  });
});
