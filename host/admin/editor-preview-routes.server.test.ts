import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAdminWeb, type AdminWeb } from './admin-web.test-utils.ts';

/*
 * The editor's draft seen through the web server (issue 33, items 6 and 7): an admin with the
 * preview switch browses the draft by the visitors' own SSR, visitors never get it (page, data,
 * sitemap), and the preview's layout hashes are those /admin shows once the draft is published.
 */
const sites = mkdtempSync(join(tmpdir(), 'vitrine-editor-preview-'));
cpSync(fileURLToPath(new URL('../../site-configs/', import.meta.url)), sites, { recursive: true });
let w: AdminWeb;
let admin: string;
let member: string;
beforeAll(async () => {
  w = await createAdminWeb({ siteConfigs: sites });
  admin = await w.login(ADMIN.email, ADMIN.password);
  member = await w.member('lea.preview@example.fr');
}, 60_000);
afterAll(async () => {
  await w?.ctx.close();
  rmSync(sites, { recursive: true, force: true });
});

type Json = Record<string, any>;
const api = async (method: string, path: string, body?: unknown) => {
  const response = await w.prod.request(`/api${path}`, {
    method,
    headers: { host: 'autocars.localhost:3000', cookie: admin, idSite: '87', userLang: 'en', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as { data: Json; message: string } };
};
const text = async (path: string, headers: Record<string, string> = {}) => {
  const response = await w.get(w.prod, path, headers);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
};
const DRAFT_TITLE = 'Autocar du brouillon seulement';
const DRAFT_SLUG = 'coffrets-du-brouillon';

describe('browsing the draft (issue 33, items 6 and 7)', { timeout: 60_000 }, () => {
  let revision = 0;
  beforeAll(async () => {
    const read = (await api('GET', '/admin/editor/draft')).json.data;
    const component = structuredClone(read.files['components/location-car-avec-chauffeur.json']);
    component.config.layout[0].props.title.fr = DRAFT_TITLE;
    const pages = structuredClone(read.files['pages.json']);
    const added = structuredClone(pages.pages.at(-1));
    Object.assign(added, { id: 9001, order: pages.pages.length, url: { fr: DRAFT_SLUG, en: 'draft-boxes' }, title: { fr: 'Coffrets du brouillon', en: 'Draft boxes' }, children: [] });
    added.menuTitle = { fr: 'Coffrets', en: 'Boxes' };
    pages.pages.push(added);
    const saved = await api('PATCH', '/admin/editor/draft', { baseRevision: read.revision, files: { 'components/location-car-avec-chauffeur.json': component, 'pages.json': pages } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    revision = saved.json.data.revision;
  });

  it('shows the draft to an admin who turned the preview on, by the same SSR, kept by no cache', async () => {
    const page = await text('/location-car-avec-chauffeur', { cookie: `${admin}; vitrine-draft=1` });
    expect(page.status).toBe(200);
    expect(page.body).toContain(DRAFT_TITLE);
    expect(page.cacheControl).toBe('private, no-store');
    expect((await text(`/${DRAFT_SLUG}`, { cookie: `${admin}; vitrine-draft=1` })).status).toBe(200);
    const data = await w.get(w.prod, '/_data?path=/location-car-avec-chauffeur', { cookie: `${admin}; vitrine-draft=1` });
    expect(await data.text()).toContain(DRAFT_TITLE);
    expect(data.headers.get('cache-control')).toBe('private, no-store');
    // Without the switch, the admin sees the live site.
    expect((await text('/location-car-avec-chauffeur', { cookie: admin })).body).not.toContain(DRAFT_TITLE);
  });

  it('never shows the draft to a visitor or a member, even asking for it: page, data, sitemap', async () => {
    const asking: Record<string, string>[] = [{}, { cookie: 'vitrine-draft=1' }, { 'x-vitrine-draft': '1' }, { cookie: `${member}; vitrine-draft=1` }, { cookie: 'token=forged; vitrine-draft=1' }];
    for (const headers of asking) {
      const page = await text('/location-car-avec-chauffeur', headers);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(DRAFT_TITLE);
      expect((await text(`/${DRAFT_SLUG}`, headers)).status).toBe(404);
      expect(await (await w.get(w.prod, '/_data?path=/location-car-avec-chauffeur', headers)).text()).not.toContain(DRAFT_TITLE);
      expect((await text('/sitemap.xml', headers)).body).not.toContain(DRAFT_SLUG);
    }
    // The sitemap lists what is published, whoever asks.
    expect((await text('/sitemap.xml', { cookie: `${admin}; vitrine-draft=1` })).body).not.toContain(DRAFT_SLUG);
  });

  it('renders one page of the draft for the editor’s frame, for admins only', async () => {
    const preview = await text('/admin/editor/preview?path=/location-car-avec-chauffeur', { cookie: admin });
    expect(preview.status).toBe(200);
    expect(preview.body).toContain(DRAFT_TITLE);
    expect(preview.cacheControl).toBe('private, no-store');
    const others: Record<string, string>[] = [{}, { cookie: member }, { cookie: 'vitrine-draft=1' }];
    for (const headers of others) {
      expect((await text('/admin/editor/preview?path=/location-car-avec-chauffeur', headers)).status).toBe(404);
      expect((await text('/admin/editor/preview/layouts?path=/location-car-avec-chauffeur', headers)).status).toBe(404);
    }
  });

  it('shows in the preview the layout hashes /admin shows once the draft is published', async () => {
    const previewed = JSON.parse((await text('/admin/editor/preview/layouts?path=/location-car-avec-chauffeur', { cookie: admin })).body) as { data: { idPage: number; layouts: { idLayout: number; type: string; hash: string }[] } };
    expect(previewed.data.idPage).toBe(10);
    const first = previewed.data.layouts[0]!;
    expect(first).toMatchObject({ idLayout: 1, type: 'hero', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const liveBefore = (await text('/admin/preview/10/1', { cookie: admin })).body;
    expect(liveBefore).not.toContain(first.hash);
    const published = await api('POST', '/admin/editor/publish', { baseRevision: revision });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const after = (await text('/admin/preview/10/1', { cookie: admin })).body;
    expect(after).toContain(`data-hash="${first.hash}"`);
    expect((await text('/location-car-avec-chauffeur')).body).toContain(DRAFT_TITLE);
    expect((await text('/sitemap.xml')).body).toContain(DRAFT_SLUG);
  });
});
