import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { validateServed } from '../../../schemas/validation/validate-served.ts';
import { EditorCompareSchema, EditorHistorySchema, EditorRollbackSchema } from '../../../schemas/api/editor/editor-history.ts';
import { bundleVersion, packConfigFolder } from '../../../server/config/config-bundle.ts';
import { publishConfig } from '../../../server/config/publish-config.ts';
import { ADMIN, AUTOCARS, copy, createEditorHarness, type EditorHarness } from './editor-test-site.test-utils.ts';

function expectShape(schema: TSchema, data: unknown): void {
  const checked = validateServed(schema, data);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
}

let e: EditorHarness;
beforeAll(async () => {
  e = await createEditorHarness();
});
afterAll(async () => {
  await e.close();
});

type Json = Record<string, any>;
const HOME = 'components/home.json';
const draft = async () => (await e.call('GET', '/admin/editor/draft')).json!.data as { revision: number; files: Record<string, Json> };
const servedTitle = async () => (await e.h.request('GET', '/component/conf/home', { site: AUTOCARS, lang: 'en' })).json!.data.config.layout[0].props.title as string;

/** Changes the home hero's English title in the draft and publishes it with `message`; answers the history's newest version. */
async function publishTitle(title: string, message?: string): Promise<Json> {
  const base = await draft();
  const home = copy(base.files[HOME]!);
  home.config.layout[0].props.title.en = title;
  const saved = await e.call('PATCH', '/admin/editor/draft', { baseRevision: base.revision, files: { [HOME]: home } });
  expect(saved.status).toBe(200);
  const published = await e.call('POST', '/admin/editor/publish', { baseRevision: saved.json!.data.revision, ...(message ? { message } : {}) });
  expect(published.status).toBe(200);
  return (await e.call('GET', '/admin/editor/history?limit=1')).json!.data.versions[0] as Json;
}

describe('history and rollback (issue 34, item 1)', () => {
  const versions: Json[] = [];
  let heroKey: string;

  it('records every publication in files mode too: who, when, the message, the pages changed; the files are still written', async () => {
    heroKey = (await draft()).files[HOME]!.config.layout[0].key as string;
    versions.push(await publishTitle('First title', 'Spring offer'));
    versions.push(await publishTitle('Second title'));
    versions.push(await publishTitle('Third title', 'Summer offer'));
    expect(readFileSync(join(e.root, 'autocars', HOME), 'utf8')).toContain('"en": "Third title"');
    const history = await e.call('GET', '/admin/editor/history');
    expect(history.status).toBe(200);
    expectShape(EditorHistorySchema, history.json!.data);
    const listed = history.json!.data.versions as Json[];
    expect(listed.map((version) => version.message)).toEqual(['Summer offer', null, 'Spring offer']);
    expect(listed[0]).toMatchObject({ publishedBy: ADMIN.email, source: 'editor', current: true, files: [HOME], pages: [{ id: null, title: { fr: 'Accueil', en: 'Home' } }] });
    expect(listed.slice(1).every((version) => version.current === false)).toBe(true);
    // Paged, newest first.
    const first = (await e.call('GET', '/admin/editor/history?limit=2')).json!.data;
    expect(first.versions).toHaveLength(2);
    expect((await e.call(`GET`, `/admin/editor/history?limit=2&before=${first.next}`)).json!.data.versions.map((version: Json) => version.message)).toEqual(['Spring offer']);
  });

  it('compares two versions per page, block (by its key) and field', async () => {
    const compared = await e.call('GET', `/admin/editor/history/compare?from=${versions[0]!.id}&to=${versions[2]!.id}`);
    expect(compared.status).toBe(200);
    expectShape(EditorCompareSchema, compared.json!.data);
    expect(compared.json!.data.diff).toEqual({
      pages: [{
        page: versions[2]!.pages[0], status: 'changed', settings: [],
        blocks: [{ key: heroKey, type: 'hero', status: 'changed', fields: [{ path: ['title', 'en'], before: 'First title', after: 'Third title' }] }],
      }],
      files: [],
    });
  });

  it('rolls back to the first version: published again as a new version, served, in the history and the audit log', async () => {
    const rolled = await e.call('POST', `/admin/editor/history/${versions[0]!.id}/rollback`, {}, { lang: 'fr_FR' });
    expect(rolled.status).toBe(200);
    expectShape(EditorRollbackSchema, rolled.json!.data);
    expect(rolled.json!.message).toMatch(/^La version du .* est de nouveau publiée$/);
    expect(rolled.json!.data).toMatchObject({ published: true, served: true });
    expect(await servedTitle()).toBe('First title');
    const newest = (await e.call('GET', '/admin/editor/history?limit=1')).json!.data.versions[0] as Json;
    expect(newest).toMatchObject({ source: 'rollback', publishedBy: ADMIN.email, current: true, rolledBackTo: { id: versions[0]!.id, publishedAt: versions[0]!.publishedAt } });
    expect(newest.id).toBeGreaterThan(versions[2]!.id);
    const audit = (await e.call('GET', '/admin/editor/audit?limit=1')).json!.data.entries[0] as Json;
    expect(audit).toMatchObject({ action: 'rollback', actorEmail: ADMIN.email, detail: { to: { id: versions[0]!.id }, files: [HOME] } });
    // Once more: nothing to restore, nothing published.
    const again = await e.call('POST', `/admin/editor/history/${versions[0]!.id}/rollback`, {});
    expect(again.status).toBe(200);
    expect(again.json!.data.published).toBe(false);
  });

  it('refuses to roll back to a version that no longer validates, with its errors at their fields, and leaves the live site as it was', async () => {
    // A version published from the command line whose home hero has no title.
    const bundle = packConfigFolder(e.root);
    const home = JSON.parse(Buffer.from(bundle.files[`autocars/${HOME}`]!, 'base64').toString('utf8')) as Json;
    home.config.layout[0].props.title = { fr: '', en: '' };
    bundle.files[`autocars/${HOME}`] = Buffer.from(JSON.stringify(home, null, 2)).toString('base64');
    await publishConfig(e.h.ctx.db, { version: bundleVersion(bundle.files), files: bundle.files }, new Date().toISOString());
    const broken = (await e.call('GET', '/admin/editor/history?limit=1')).json!.data.versions[0] as Json;
    expect(broken).toMatchObject({ source: 'cli', publishedBy: null, files: [HOME] });
    const refused = await e.call('POST', `/admin/editor/history/${broken.id}/rollback`, {}, { lang: 'fr_FR' });
    expect(refused.status).toBe(422);
    expect(refused.json!.message).toMatch(/^Non rétablie : la version du .* ne passe plus les vérifications \(\d+ erreurs?\) ; le site en ligne n’a pas changé$/);
    expect(refused.json!.data.errors).toContainEqual(expect.objectContaining({ file: HOME, pointer: '/config/layout/0/props/title', message: 'ne doit pas être vide' }));
    expect(await servedTitle()).toBe('First title');
  });

  it('answers an unknown version with 404 in the request language, and keeps the history to admins', async () => {
    const missing = await e.call('POST', '/admin/editor/history/999999/rollback', {}, { lang: 'fr_FR' });
    expect(missing.status).toBe(404);
    expect(missing.json!.message).toBe('La version 999999 n’est pas dans l’historique de ce site');
    expect((await e.call('GET', '/admin/editor/history/compare?from=999999&to=1')).json!.message).toBe('Version 999999 is not in this site\'s history');
    expect((await e.call('GET', '/admin/editor/history', undefined, { token: e.member })).status).toBe(403);
    expect((await e.call('GET', '/admin/editor/history', undefined, { token: null })).status).toBe(401);
    expect((await e.call('POST', `/admin/editor/history/${versions[0]!.id}/rollback`, {}, { token: e.member })).status).toBe(403);
    expect((await e.call('POST', '/admin/editor/publish', { baseRevision: 0, message: 'x'.repeat(501) })).status).toBe(400);
  });
});
