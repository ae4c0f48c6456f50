/* The editor API's access rules: the draft only for admins, every editor route for admins only (split from editor-api.test.ts). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copy, editorHarnessPerTest } from './editor-test-site.test-utils.ts';

const harness = editorHarnessPerTest();

type Json = Record<string, any>;
const draft = async () => (await harness().call('GET', '/admin/editor/draft')).json!.data as { revision: number; changed: string[]; unreadable: string[]; conflicts: string[]; files: Record<string, Json> };
const write = (baseRevision: number, files: Record<string, unknown>, lang = 'en') => harness().call('PATCH', '/admin/editor/draft', { baseRevision, files }, { lang });


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
      (await harness().call('GET', '/component/conf/home', undefined, { token, headers })).json!.data.config.layout[0].props.title as string;
    expect(await title(harness().admin, asks)).toBe('Only in the draft');
    expect(await title(harness().admin, { cookie: 'vitrine-draft=1' })).toBe('Only in the draft');
    expect(await title(harness().admin, {})).not.toBe('Only in the draft');
    expect(await title(harness().member, asks)).not.toBe('Only in the draft');
    expect(await title(null, asks)).not.toBe('Only in the draft');
    expect(await title(null, { cookie: 'vitrine-draft=1' })).not.toBe('Only in the draft');
    const adminPage = await harness().call('GET', '/page', undefined, { headers: asks });
    expect(adminPage.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.stringify(adminPage.json!.data)).toContain('Draft page title');
    expect(JSON.stringify((await harness().call('GET', '/page', undefined, { token: null, headers: asks })).json!.data)).not.toContain('Draft page title');
    await harness().call('DELETE', '/admin/editor/draft', { baseRevision: saved.json!.data.revision });
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
    expect((await harness().call('GET', '/page/9002', undefined, { headers: asks })).status).toBe(200);
    expect((await harness().call('GET', '/page/9002')).status).toBe(404);
    const check = await harness().call('POST', '/admin/page/9002/layout/1/hash/check', { html: '<p>x</p>' }, { headers: asks });
    expect(check.status).toBe(404);
    expect(check.json!.message).toBe('Page 9002 does not exist on this site');
    await harness().call('DELETE', '/admin/editor/draft', { baseRevision: saved.json!.data.revision });
  });

  it('sets and clears the preview cookie for an admin', async () => {
    const on = await harness().call('PUT', '/admin/editor/preview-mode', { on: true });
    expect(on.cookies.join('\n')).toMatch(/vitrine-draft=1; .*HttpOnly/);
    const off = await harness().call('PUT', '/admin/editor/preview-mode', { on: false });
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
    const anonymous = await harness().call(method, path, body, { token: null, lang: 'fr_FR' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json!.message).toBe('Vous devez être connecté');
    expect((await harness().call(method, path, body, { token: harness().member })).status).toBe(403);
  });

  it('refuses a cross-origin write (the API’s same-origin guard)', async () => {
    const { revision } = await draft();
    const crossed = await harness().call('PATCH', '/admin/editor/draft', { baseRevision: revision, files: {} }, { headers: { origin: 'https://evil.example', cookie: `token=${harness().admin}` }, token: null });
    expect(crossed.status).toBe(403);
  });
});
