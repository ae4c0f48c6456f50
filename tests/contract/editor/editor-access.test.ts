/* The editor API's access rules: the draft only for admins, every editor route for admins only (split from editor-api.test.ts). */
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copy, createEditorHarness, type EditorHarness } from './editor-test-site.test-utils.ts';

let e: EditorHarness;
beforeAll(async () => {
  e = await createEditorHarness();
});
afterAll(async () => {
  await e.close();
});
// Each test starts from the published files (whatever the test before it left).
beforeEach(async () => {
  const { revision, changed } = (await e.call('GET', '/admin/editor/draft')).json!.data as { revision: number; changed: string[] };
  if (changed.length > 0) await e.call('DELETE', '/admin/editor/draft', { baseRevision: revision });
});

type Json = Record<string, any>;
const draft = async () => (await e.call('GET', '/admin/editor/draft')).json!.data as { revision: number; changed: string[]; unreadable: string[]; conflicts: string[]; files: Record<string, Json> };
const write = (baseRevision: number, files: Record<string, unknown>, lang = 'en') => e.call('PATCH', '/admin/editor/draft', { baseRevision, files }, { lang });


describe('draft browsing: admins see the draft, visitors never do', () => {
  it('answers the draft to an admin who asks for it, and the live site to anyone else who does', async () => {
    const base = await draft();
    const home = copy(base.files['components/home.json']!);
    home.config.layout[0].props.title.en = 'Only in the draft';
    const pages = copy(base.files['pages.json']!);
    pages.pages[0].title.en = 'Draft page title';
    const saved = await write(base.revision, { 'components/home.json': home, 'pages.json': pages });
    expect(saved.status).toBe(200);
    const asks = { 'x-vitrine-draft': '1' };
    const title = async (token: string | null, headers: Record<string, string>) =>
      (await e.call('GET', '/component/conf/home', undefined, { token, headers })).json!.data.config.layout[0].props.title as string;
    expect(await title(e.admin, asks)).toBe('Only in the draft');
    expect(await title(e.admin, { cookie: 'vitrine-draft=1' })).toBe('Only in the draft');
    expect(await title(e.admin, {})).not.toBe('Only in the draft');
    expect(await title(e.member, asks)).not.toBe('Only in the draft');
    expect(await title(null, asks)).not.toBe('Only in the draft');
    expect(await title(null, { cookie: 'vitrine-draft=1' })).not.toBe('Only in the draft');
    const adminPage = await e.call('GET', '/page', undefined, { headers: asks });
    expect(adminPage.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.stringify(adminPage.json!.data)).toContain('Draft page title');
    expect(JSON.stringify((await e.call('GET', '/page', undefined, { token: null, headers: asks })).json!.data)).not.toContain('Draft page title');
    await e.call('DELETE', '/admin/editor/draft', { baseRevision: saved.json!.data.revision });
  });

  it('applies the draft to reads only: a write of the same admin acts on the live site', async () => {
    const base = await draft();
    const pages = copy(base.files['pages.json']!);
    const added = copy(pages.pages.at(-1));
    Object.assign(added, { id: 9002, order: pages.pages.length, url: { fr: 'page-brouillon', en: 'draft-page' }, children: [] });
    pages.pages.push(added);
    const saved = await write(base.revision, { 'pages.json': pages });
    expect(saved.status).toBe(200);
    const asks = { 'x-vitrine-draft': '1' };
    expect((await e.call('GET', '/page/9002', undefined, { headers: asks })).status).toBe(200);
    expect((await e.call('GET', '/page/9002')).status).toBe(404);
    const check = await e.call('POST', '/admin/page/9002/layout/1/hash/check', { html: '<p>x</p>' }, { headers: asks });
    expect(check.status).toBe(404);
    expect(check.json!.message).toBe('Page 9002 does not exist on this site');
    await e.call('DELETE', '/admin/editor/draft', { baseRevision: saved.json!.data.revision });
  });

  it('sets and clears the preview cookie for an admin', async () => {
    const on = await e.call('PUT', '/admin/editor/preview-mode', { on: true });
    expect(on.cookies.join('\n')).toMatch(/vitrine-draft=1; .*HttpOnly/);
    const off = await e.call('PUT', '/admin/editor/preview-mode', { on: false });
    expect(off.cookies.join('\n')).toMatch(/vitrine-draft=; Max-Age=0/);
  });
});

describe('every editor route is for admins only', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/admin/editor/draft'],
    ['PATCH', '/admin/editor/draft', { baseRevision: 0, files: {} }],
    ['DELETE', '/admin/editor/draft', { baseRevision: 0 }],
    ['GET', '/admin/editor/validate'],
    ['GET', '/admin/editor/pages'],
    ['GET', '/admin/editor/pages/10/links'],
    ['GET', '/admin/editor/status'],
    ['PUT', '/admin/editor/preview-mode', { on: true }],
    ['POST', '/admin/editor/publish', { baseRevision: 0 }],
  ];
  it.each(routes)('%s %s: 401 anonymous, 403 member, in the request’s language', async (method, path, body) => {
    const anonymous = await e.call(method, path, body, { token: null, lang: 'fr_FR' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json!.message).toBe('Vous devez être connecté');
    expect((await e.call(method, path, body, { token: e.member })).status).toBe(403);
  });

  it('refuses a cross-origin write (the API’s same-origin guard)', async () => {
    const { revision } = await draft();
    const crossed = await e.call('PATCH', '/admin/editor/draft', { baseRevision: revision, files: {} }, { headers: { origin: 'https://evil.example', cookie: `token=${e.admin}` }, token: null });
    expect(crossed.status).toBe(403);
  });
});
