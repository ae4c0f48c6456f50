import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import type { ContextHandle } from '../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';

/*
 * The no-JavaScript form route against the real API in process: answers are stored, and the
 * API's per-address rate limit counts each visitor (their socket address is forwarded), not
 * the web server itself.
 */
let ctx: ContextHandle;
let web: Hono;

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-forms-')), watch: false });
  web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

/** A newsletter sign-up posted without JavaScript to the domaine news page itself, by one address. */
function signUp(email: string, address: string): Promise<Response> {
  const body = new FormData();
  body.append('_block', 'newsletter');
  body.append('_form', 'newsletter');
  body.append('email', email);
  return Promise.resolve(
    web.request('/actualites', { method: 'POST', body, headers: { host: 'domaine.localhost:3000' } }, { incoming: { socket: { remoteAddress: address } } }),
  );
}

describe('POST <page> with _form (no JavaScript)', () => {
  it('signs up to the newsletter and sends the visitor back with the outcome', async () => {
    const response = await signUp('claire@example.fr', '198.51.100.1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/actualites?form=newsletter&formStatus=sent');
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
});

/** The contact form of the autocars site, posted without JavaScript to its page. */
function contact(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const body = new FormData();
  body.append('_block', 'form');
  body.append('_form', 'contact');
  body.append('_target', 'message');
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return Promise.resolve(web.request(path, { method: 'POST', body, headers: { host: 'autocars.localhost:3000', ...headers } }, { incoming: { socket: { remoteAddress: '198.51.100.30' } } }));
}

describe('POST <page> to the page route’s action (the form block’s action)', () => {
  it('stores the contact message and sends the visitor back to the page with the confirmation', async () => {
    const response = await contact('/nous-contacter', { name: 'Léa Martin', email: 'lea@example.fr', subject: 'coach-hire', message: 'Un car pour 40 ?' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nous-contacter?form=contact&formStatus=sent');
    const stored = await ctx.db.selectFrom('contactMessages').selectAll().where('name', '=', 'Léa Martin').executeTakeFirst();
    expect(stored?.message).toBe('Un car pour 40 ?');
  });

  it('answers a refused post with the page itself (422, never stored), every answer kept and each error by its field, in the page’s language', async () => {
    const response = await contact('/en/contact-us', { name: 'Léa 🚌', email: 'lea@', subject: 'coach-hire', message: '' });
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Léa 🚌"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="lea@"/);
    expect(html).toContain('Invalid e-mail address (example: firstname.lastname@example.com)');
    expect(html).toContain('This field is required');
    expect(html).toContain('"actionData":{"page___en"');
  });

  it('takes a post to the home page, whose index route react-router names with ?index', async () => {
    const body = new FormData();
    body.append('_block', 'newsletter');
    body.append('email', 'home@example.fr');
    const response = await web.request('/?index', { method: 'POST', body, headers: { host: 'domaine.localhost:3000' } }, { incoming: { socket: { remoteAddress: '198.51.100.32' } } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?form=newsletter&formStatus=sent');
  });

  it('refuses a post from another site (403) and a post that names no block taking posts (405)', async () => {
    const refused = await contact('/nous-contacter', { name: 'x' }, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Formulaire refusé : il a été envoyé depuis un autre site');
    // The same host on another scheme is another origin (issue 32): an https page posting to the http server.
    const otherScheme = await contact('/en/contact-us', { name: 'x' }, { origin: 'https://autocars.localhost:3000' });
    expect(otherScheme.status).toBe(403);
    expect(await otherScheme.text()).toBe('Cross-origin form post refused');
    const body = new FormData();
    body.append('_block', 'hero');
    const other = await web.request('/nous-contacter', { method: 'POST', body, headers: { host: 'autocars.localhost:3000' } }, { incoming: { socket: { remoteAddress: '198.51.100.31' } } });
    expect(other.status).toBe(405);
  });
});
