import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { createContext } from '../../server/create-context.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from '../blocks/block-checks.server.ts';

/*
 * The no-JavaScript form route against the real API in process: answers are stored, and the
 * API's per-address rate limit counts each visitor (their socket address is forwarded), not
 * the web server itself.
 */
let ctx: ContextHandle;
let web: Hono;

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-forms-')), watch: false });
  web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import('../entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

/** A newsletter sign-up posted without JavaScript to the domaine news page itself, by one address. */
function signUp(email: string, address: string): Promise<Response> {
  const body = new FormData();
  body.append('_form', 'newsletter');
  body.append('_target', 'newsletter');
  body.append('email', email);
  return Promise.resolve(
    web.request('/actualites', { method: 'POST', body, headers: { host: 'domaine.localhost:3000' } }, { incoming: { socket: { remoteAddress: address } } }),
  );
}

describe('POST <page> with _form (no JavaScript)', () => {
  it('signs up to the newsletter and sends the visitor back with the outcome', async () => {
    const response = await signUp('claire@example.fr', '198.51.100.1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/actualites?form=newsletter&formStatus=sent#form-newsletter');
  });

  it('answers an invalid address with the page itself (422), the address typed kept and the reason next to it', async () => {
    const response = await signUp('claire@', '198.51.100.2');
    expect(response.status).toBe(422);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src [^;]*'nonce-/);
    const html = await response.text();
    expect(html).toMatch(/<input[^>]*type="email"[^>]*value="claire@"/);
    expect(html).toContain('Saisissez une adresse e-mail valide');
  });

  it('echoes markup typed by the visitor as text, never as markup', async () => {
    const response = await signUp('"><script>alert(1)</script>', '198.51.100.3');
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('rate-limits each visitor by their own address, and the refused visitor keeps the address typed', async () => {
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 11; i += 1) {
      last = await signUp(`visitor${i}@example.fr`, '203.0.113.50');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(303), 503]);
    expect(await last!.text()).toMatch(/<input[^>]*type="email"[^>]*value="visitor10@example.fr"/);
    expect((await signUp('other@example.fr', '203.0.113.51')).status).toBe(303);
  });

  it('still accepts the older POST /_forms/{id} with _return', async () => {
    const body = new FormData();
    body.append('_return', '/actualites');
    body.append('_target', 'newsletter');
    body.append('email', 'older@example.fr');
    const response = await web.request('/_forms/newsletter', { method: 'POST', body, headers: { host: 'domaine.localhost:3000' } }, { incoming: { socket: { remoteAddress: '198.51.100.9' } } });
    expect(response.headers.get('location')).toBe('/actualites?form=newsletter&formStatus=sent#form-newsletter');
  });
});
