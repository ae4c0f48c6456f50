import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../contract/harness.test-utils.ts';
import { createContentFixture } from '../contract/content/content-fixtures.test-utils.ts';
import { fileLinksFromEnv } from '../../server/files/file-links-from-env.ts';

// Issue 21, finding 6: uploaded CVs were public forever to whoever saw their link, and served
// with the type the uploader chose (text/html, image/svg+xml were accepted for a ".pdf").
let clock = new Date('2026-03-02T10:00:00Z');
const fixture = createContentFixture();
let h: Harness;
let adminToken: string;
let memberToken: string;
let address = 0;

beforeAll(async () => {
  h = await createHarness({ siteConfigs: fixture.root, now: () => clock, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
  adminToken = (await h.request('POST', '/login', { body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json?.data.token;
  const member = { email: 'cv.reader@example.fr', password: 'un-mot-de-passe-long', firstname: 'Léa', lastname: 'Martin', birthdate: '1990-01-01', acceptTerms: true };
  await h.request('POST', '/register', { body: member });
  memberToken = (await h.request('POST', '/login', { body: { email: member.email, password: member.password } })).json?.data.token;
});
afterAll(async () => {
  await h.close();
  fixture.cleanup();
});

const answers = { name: 'Club de Luçon', email: 'club@example.fr', travelers: 'over-30', consent: true };
const PDF = '%PDF-1.4 liste des participants';

function submit(file: File, lang = 'fr_FR') {
  const form = new FormData();
  form.set('answers', JSON.stringify(answers));
  form.append('documents', file);
  address += 1;
  return h.request('POST', '/forms/dossier-voyage/submit', { body: form, lang, headers: { 'X-Forwarded-For': `198.51.100.${address}` } });
}

/** The path of the signed link the company's last mail gives for `fileId`. */
async function mailedLink(fileId: string): Promise<string> {
  const mails = await h.outbox();
  const body = mails.filter((mail) => mail.toAddress === 'voyages@example.fr').at(-1)!.body;
  // The mail links to the site's own /form-file/{id} (host/site-file-routes.server.ts), which asks the API's download route.
  const query = body.match(new RegExp(`<https?://[^/>]+/form-file/${fileId}(\\?[^>]+)>`))?.[1];
  expect(query, body).toBeDefined();
  return `/forms/file/download/${fileId}${query!}`;
}

describe('form files', () => {
  it('are served to no one without an admin session or a signed link', async () => {
    const saved = await submit(new File([PDF], 'liste.pdf', { type: 'application/pdf' }));
    expect(saved.status).toBe(201);
    const id = saved.json?.data.files[0].id as string;
    const anonymous = await h.request('GET', `/forms/file/download/${id}`, { lang: 'en' });
    expect(anonymous.status).toBe(403);
    expect(anonymous.json).toEqual({ success: false, data: null, message: 'This file is reserved for administrators, or the link has expired' });
    expect((await h.request('GET', `/forms/file/download/${id}`, { token: memberToken })).status).toBe(403);
    const admin = await h.request('GET', `/forms/file/download/${id}`, { token: adminToken });
    expect(admin.status).toBe(200);
    expect(admin.text).toBe(PDF);
  });

  it("are linked from the company's mail by a signed link that expires after 30 days", async () => {
    const saved = await submit(new File([PDF], 'liste.pdf', { type: 'application/pdf' }));
    const id = saved.json?.data.files[0].id as string;
    const link = await mailedLink(id);
    const signed = await h.request('GET', link);
    expect(signed.status).toBe(200);
    expect(signed.text).toBe(PDF);
    const tampered = link.replace(/signature=([A-Za-z0-9_-])/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await h.request('GET', tampered)).status).toBe(403);
    const later = link.replace(/expires=(\d+)/, (_, at: string) => `expires=${Number(at) + 86400}`);
    expect((await h.request('GET', later)).status).toBe(403);
    const otherFile = (await submit(new File([PDF], 'autre.pdf', { type: 'application/pdf' }))).json?.data.files[0].id as string;
    expect((await h.request('GET', link.replace(id, otherFile))).status).toBe(403);
    const before = clock;
    clock = new Date(before.getTime() + 31 * 24 * 3600 * 1000);
    try {
      expect((await h.request('GET', link)).status).toBe(403);
    } finally {
      clock = before;
    }
  });

  it('get their type from their bytes and an allow-list, never from the uploader', async () => {
    const html = await submit(new File(['<html><script>alert(1)</script></html>'], 'cv.pdf', { type: 'application/pdf' }), 'en');
    expect(html.status).toBe(400);
    expect(html.json?.data.errors).toEqual({ documents: 'The file “cv.pdf” is refused: only .pdf, image/* files are accepted' });
    const svg = await submit(new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'photo.svg', { type: 'image/svg+xml' }));
    expect(svg.status).toBe(400);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const disguised = await submit(new File([png], 'scan.pdf', { type: 'text/html' }));
    expect(disguised.status).toBe(201);
    expect(disguised.json?.data.files[0].mime).toBe('image/png');
    const served = await h.request('GET', `/forms/file/download/${disguised.json?.data.files[0].id}`, { token: adminToken });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('are sent as attachments', async () => {
    const saved = await submit(new File([PDF], 'liste élèves.pdf', { type: 'application/pdf' }));
    const served = await h.request('GET', `/forms/file/download/${saved.json?.data.files[0].id}`, { token: adminToken });
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="liste eleves.pdf"; filename*=UTF-8''liste%20%C3%A9l%C3%A8ves.pdf`);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
  });

  it('have links every instance checks alike: the key is kept in the database, or FILE_LINK_SECRET', async () => {
    // A second instance on the same database (a fresh FileLinks over it): one signs, the other checks.
    const other = fileLinksFromEnv(h.ctx.db, {}, () => clock);
    const query = await h.ctx.files.links.sign('5f0c6d4e-0000-4000-8000-000000000001', clock);
    const [expires, signature] = [...new URLSearchParams(query).values()];
    expect(await other.verify('5f0c6d4e-0000-4000-8000-000000000001', expires, signature, clock)).toBe(true);
    expect(await h.ctx.db.selectFrom('serverSecrets').select('name').execute()).toEqual([{ name: 'file-links' }]);
    const a = await createHarness({ env: { FILE_LINK_SECRET: 'a-secret-shared-by-the-operator' } });
    const b = await createHarness({ env: { FILE_LINK_SECRET: 'a-secret-shared-by-the-operator' } });
    try {
      const [at, mac] = [...new URLSearchParams(await a.ctx.files.links.sign('x', clock)).values()];
      expect(await b.ctx.files.links.verify('x', at, mac, clock)).toBe(true);
      expect(await h.ctx.files.links.verify('x', at, mac, clock)).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
