import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { createContext, type ContextHandle } from '../../server/create-context.ts';
import { createWebApp } from '../../host/web-app.server.ts';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import { landsOn, OPEN_REDIRECT_PAYLOADS } from './open-redirect-payloads.test-utils.ts';

/*
 * Issue 32, item 6: `/en/auth?next=/%09/evil.example` signed in to `Location: /<TAB>/evil.example`,
 * which a browser reads as https://evil.example/, and `next=/%0a/x` answered 500. Every redirect a
 * page takes from the request now goes through sameSitePath: each classic payload ends on this
 * site (its safe default) or in a 4xx, never a 500, never elsewhere.
 */
const ORIGIN = 'http://domaine.localhost:3000';
const HOST = { host: 'domaine.localhost:3000' };
let ctx: ContextHandle;
let web: Hono;

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-redirects-')), watch: false });
  web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import('../../host/entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
  const registered = await post({ _intent: 'register', firstname: 'Léa', lastname: 'Martin', email: 'lea.redirect@example.fr', birthdate: '1985-04-12', password: 'vendanges-2024', acceptTerms: 'on' });
  expect(registered.headers.get('location')).toBe('/en/account?done=welcome');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

let visitor = 0;
/** A no-JavaScript post of the sign-in block to /en/auth, each from its own address (no throttle between cases). */
function post(fields: Record<string, string>): Promise<Response> {
  const body = new FormData();
  body.append('_block', 'auth');
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  visitor += 1;
  return Promise.resolve(web.request('/en/auth', { method: 'POST', body, headers: HOST }, { incoming: { socket: { remoteAddress: `198.51.100.${visitor % 250}` } } }));
}

/** The answer stays on this site: a 4xx, or a redirect whose Location a browser resolves here, with no control character. */
function expectSameSite(response: Response, what: string): void {
  expect(response.status, what).toBeLessThan(500);
  const location = response.headers.get('location');
  if (location === null) return;
  expect(location, what).not.toMatch(/[\u0000-\u001f\u007f\s\\]/);
  expect(landsOn(location, ORIGIN), what).toBe(ORIGIN);
}

describe('open-redirect payloads on the pages', () => {
  it('signs in to the account (the safe default) whatever `next` says, never a 500 nor another site', async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = await post({ _intent: 'login', email: 'lea.redirect@example.fr', password: 'vendanges-2024', next: payload });
      const what = JSON.stringify(payload);
      expectSameSite(response, what);
      expect(response.status, what).toBe(303);
      expect(response.headers.get('location'), what).toBe('/en/account?done=login');
    }
  }, 120_000);

  it('still signs in to the page of this site `next` names, the outcome before its fragment', async () => {
    const response = await post({ _intent: 'login', email: 'lea.redirect@example.fr', password: 'vendanges-2024', next: '/en/account/orders?page=2#list' });
    expect(response.headers.get('location')).toBe('/en/account/orders?page=2&done=login#list');
  });

  it('shows the sign-in page for any `next` in its address', async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = await web.request(`${ORIGIN}/en/auth?next=${encodeURIComponent(payload)}`, { headers: HOST });
      expectSameSite(response, JSON.stringify(payload));
    }
  }, 120_000);

  it('answers a client navigation\'s data request (`/_data?path=`) for each payload with a 400 or a redirect of this site', async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (const path of [payload, `/en/contact?from=newsletter&x=${encodeURIComponent(payload)}`, `${payload}?from=newsletter`]) {
        const what = JSON.stringify(path);
        const response = await web.request(`${ORIGIN}/_data?path=${encodeURIComponent(path)}&routes=root`, { headers: HOST });
        expectSameSite(response, what);
        const body = (await response.json()) as { redirect?: string };
        if (body.redirect !== undefined) expect(landsOn(body.redirect, ORIGIN), what).toBe(ORIGIN);
      }
    }
  }, 120_000);

  it('logs a `?from=` visit then reloads a path of this site, or the home of the language', async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      // Each payload as the path of the request (`//evil.example?from=…`), as a browser or a plain client would send it.
      const path = payload.startsWith('/') || payload.startsWith('\\') ? payload : `/${payload}`;
      let request: Request;
      try {
        request = new Request(`${ORIGIN}${path}${path.includes('?') ? '&' : '?'}from=newsletter`, { headers: HOST });
      } catch {
        continue; // no client can send it
      }
      expectSameSite(await web.request(request), JSON.stringify(payload));
    }
    const kept = await web.request(`${ORIGIN}/en/contact?x=1&from=newsletter`, { headers: HOST });
    expect(kept.headers.get('location')).toBe('/en/contact?x=1');
  }, 120_000);
});
