import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { createWebApp } from './web-app.server.ts';

/* A file sent with a domaine form: the company's mail links to it on the domaine's own address. */
let ctx: ContextHandle;
let api: Hono;
let web: Hono;
const BRIEF = '%PDF-1.4 programme de la soirée';

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-site-files-'));
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir, watch: false });
  api = createApi(ctx);
  web = createWebApp({ mode: 'production', api: { app: api }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /form-file/{id} on the site of the form', () => {
  it('serves the file of the company mail’s signed link on the domaine’s address, and not on another site’s', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Comité des fêtes', email: 'comite@example.fr', date: '2027-06-12', guests: '40', message: 'Un dîner au chai.' })) form.set(name, value);
    form.set('brief', new File([BRIEF], 'programme.pdf', { type: 'application/pdf' }));
    const submitted = await api.request('/forms/evenement-prive/submit', { method: 'POST', body: form, headers: { idSite: '88', 'x-forwarded-for': '192.0.2.80' } });
    expect(submitted.status).toBe(201);
    const mail = await ctx.db.selectFrom('outbox').select('body').where('toAddress', '=', 'contact@domaine-trois-terroirs.fr').executeTakeFirstOrThrow();
    const link = /<https?:\/\/[^/>]+(\/form-file\/[0-9a-f-]+\?expires=\d+&signature=[\w-]+)>/.exec(mail.body)?.[1];
    expect(link).toBeTruthy();

    const download = await web.request(link!, { headers: { host: 'domaine.localhost:3000' } });
    expect([download.status, download.headers.get('content-type'), await download.text()]).toEqual([200, 'application/pdf', BRIEF]);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    // The same link on autocars' address: the file is not autocars'.
    expect((await web.request(link!, { headers: { host: 'autocars.localhost:3000' } })).status).toBe(404);
    // Without the signature, a visitor gets nothing.
    expect((await web.request(link!.replace(/\?.*$/, ''), { headers: { host: 'domaine.localhost:3000' } })).status).toBe(403);
    expect((await web.request('/form-file/not-a-file', { headers: { host: 'domaine.localhost:3000' } })).status).toBe(404);
  });
});
