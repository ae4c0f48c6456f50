import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { createContext } from '../../server/create-context.ts';
import type { ContextHandle } from '../../server/create-context.ts';
import { createWebApp } from './web-app.server.ts';

/*
 * The no-JavaScript form route against the real API in process: answers are stored, and the
 * API's per-address rate limit counts each visitor (their socket address is forwarded), not
 * the web server itself.
 */
let ctx: ContextHandle;
let web: Hono;

beforeAll(async () => {
  ctx = await createContext({ dataDir: mkdtempSync(join(tmpdir(), 'vitrine-forms-')), watch: false });
  web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import('../entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

/** A newsletter sign-up posted without JavaScript from the domaine news page, by one address. */
async function signUp(email: string, address: string): Promise<string | null> {
  const body = new FormData();
  body.append('_return', '/actualites');
  body.append('_target', 'newsletter');
  body.append('email', email);
  const response = await web.request(
    '/_forms/newsletter',
    { method: 'POST', body, headers: { host: 'domaine.localhost:3000' } },
    { incoming: { socket: { remoteAddress: address } } },
  );
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

describe('POST /_forms/{id}', () => {
  it('signs up to the newsletter and sends the visitor back with the outcome', async () => {
    expect(await signUp('claire@example.fr', '198.51.100.1')).toBe('/actualites?form=newsletter&formStatus=sent#form-newsletter');
  });

  it('rate-limits each visitor by their own address', async () => {
    const outcomes: (string | null)[] = [];
    for (let i = 0; i < 11; i += 1) outcomes.push(await signUp(`visitor${i}@example.fr`, '203.0.113.50'));
    expect(outcomes.slice(0, 10).every((location) => location?.includes('formStatus=sent'))).toBe(true);
    expect(outcomes[10]).toContain('formStatus=failed');
    expect(await signUp('other@example.fr', '203.0.113.51')).toContain('formStatus=sent');
  });
});
