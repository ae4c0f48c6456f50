import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { validateServed } from '../../../schemas/validation/validate-served.ts';
import {
  EditorAuditSchema, EditorDraftSchema, EditorLinksSchema, EditorPagesSchema, EditorPublishSchema, EditorStaleSchema, EditorStatusSchema, EditorValidationSchema, EditorWriteResultSchema,
} from '../../../schemas/api/editor/editor.ts';
import { ADMIN, AUTOCARS, copy, editorHarnessPerTest } from './editor-test-site.test-utils.ts';

/** An answer's data has the shape schemas/api/editor/editor.ts declares (the contract the browser editor reads). */
function expectShape(schema: TSchema, data: unknown): void {
  const checked = validateServed(schema, data);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
}

const harness = editorHarnessPerTest();

type Json = Record<string, any>;
const draft = async () => (await harness().call('GET', '/admin/editor/draft')).json!.data as { revision: number; changed: string[]; unreadable: string[]; conflicts: string[]; files: Record<string, Json> };
const write = (baseRevision: number, files: Record<string, unknown>, lang = 'en') => harness().call('PATCH', '/admin/editor/draft', { baseRevision, files }, { lang });

describe('the editor API: drafts, validation, publish (issue 33)', () => {
  it('reads the published files as the draft when nothing was changed, revision 0', async () => {
    const read = await draft();
    expectShape(EditorDraftSchema, read);
    expect(read.revision).toBe(0);
    expect(read.changed).toEqual([]);
    expect(read.unreadable).toEqual([]);
    expect(read.conflicts).toEqual([]);
    expect(read.files['pages.json']!.pages.length).toBeGreaterThan(3);
    expect(read.files['components/home.json']!.config.layout[0].props.title.fr).toBe('Vos déplacements en groupe, en toute confiance depuis 1919');
    const one = await harness().call('GET', '/admin/editor/draft?path=components/home.json');
    expect(Object.keys(one.json!.data.files)).toEqual(['components/home.json']);
    expect((await harness().call('GET', '/admin/editor/draft?path=components/none.json')).status).toBe(404);
  });

  it('saves a write against its base revision, and refuses a stale base with 409 and the current revision, never overwriting', async () => {
    const base = await draft();
    const home = copy(base.files['components/home.json']!);
    home.config.layout[0].props.title = { fr: 'Titre du brouillon', en: 'Draft title' };
    const saved = await write(base.revision, { 'components/home.json': home });
    expect(saved.status).toBe(200);
    expect(saved.json!.data).toMatchObject({ revision: base.revision + 1, changed: ['components/home.json'], errors: [] });
    expectShape(EditorWriteResultSchema, saved.json!.data);
    const other = copy(home);
    other.config.layout[0].props.title = { fr: 'Écrasé', en: 'Overwritten' };
    const stale = await write(base.revision, { 'components/home.json': other }, 'fr_FR');
    expect(stale.status).toBe(409);
    expect(stale.json!.data).toEqual({ revision: base.revision + 1 });
    expectShape(EditorStaleSchema, stale.json!.data);
    expect(stale.json!.message).toMatch(/^Le brouillon a changé/);
    const after = await draft();
    expect(after.revision).toBe(base.revision + 1);
    expect(after.files['components/home.json']!.config.layout[0].props.title).toEqual({ fr: 'Titre du brouillon', en: 'Draft title' });
    // Another "browser" (a new read, the same database) sees the draft too; the live site does not.
    expect((await harness().h.request('GET', '/component/conf/home', { site: AUTOCARS })).json!.data.config.layout[0].props.title).not.toBe('Titre du brouillon');
    // Back to the published text: nothing left to publish.
    const back = await write(after.revision, { 'components/home.json': base.files['components/home.json'] });
    expect(back.json!.data.changed).toEqual([]);
  });

  it('lets one of two writers from the same base win and answers 409 to the other', async () => {
    const base = await draft();
    const pages = copy(base.files['pages.json']!);
    pages.pages[0].title.en = 'Race A';
    const other = copy(base.files['pages.json']!);
    other.pages[0].title.en = 'Race B';
    const answers = await Promise.all([write(base.revision, { 'pages.json': pages }), write(base.revision, { 'pages.json': other })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await draft();
    expect(after.revision).toBe(base.revision + 1);
    const cleared = await harness().call('DELETE', '/admin/editor/draft', { baseRevision: after.revision });
    expect(cleared.json!.data).toEqual({ revision: after.revision + 1, changed: [] });
  });

  it('lets one of two first writes (revision 0) win, on a site with no draft yet', async () => {
    const DOMAINE = 88;
    const token = (await harness().h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json!.data.token as string;
    const on88 = (method: string, path: string, body?: unknown) => harness().h.request(method, path, { site: DOMAINE, lang: 'en', token, ...(body !== undefined ? { body } : {}) });
    const read = (await on88('GET', '/admin/editor/draft?path=pages.json')).json!.data;
    expect(read.revision).toBe(0);
    const one = copy(read.files['pages.json']);
    one.pages[0].title.en = 'First A';
    const two = copy(read.files['pages.json']);
    two.pages[0].title.en = 'First B';
    const answers = await Promise.all([on88('PATCH', '/admin/editor/draft', { baseRevision: 0, files: { 'pages.json': one } }), on88('PATCH', '/admin/editor/draft', { baseRevision: 0, files: { 'pages.json': two } })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = (await on88('GET', '/admin/editor/draft?path=pages.json')).json!.data;
    expect(kept.revision).toBe(1);
    const winner = answers.find((a) => a.status === 200) === answers[0] ? 'First A' : 'First B';
    expect(kept.files['pages.json'].pages[0].title.en).toBe(winner);
    // The other site's draft is its own.
    expect((await draft()).changed).not.toContain('pages.json');
  });

  it('saves a draft with errors and locates each at its file, pointer and language, in French and English', async () => {
    const base = await draft();
    const pages = copy(base.files['pages.json']!);
    const home = copy(base.files['components/home.json']!);
    home.config.layout[0].props.title.en = '';
    pages.pages[0].children[5].url.fr = pages.pages[0].children[4].url.fr;
    home.config.layout[0].props.cta.href.fr = '/page-qui-n-existe-pas';
    const saved = await write(base.revision, { 'pages.json': pages, 'components/home.json': home }, 'fr_FR');
    expect(saved.status).toBe(422);
    const errors = saved.json!.data.errors as Json[];
    expectShape(EditorWriteResultSchema, saved.json!.data);
    expect(saved.json!.message).toMatch(/^Brouillon enregistré, avec \d+ erreurs à corriger avant de publier$/);
    expect(errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ file: 'components/home.json', pointer: '/config/layout/0/props/title/en', lang: 'en', message: 'ne doit pas être vide (en anglais)' }),
      expect.objectContaining({ file: 'pages.json', pointer: '/pages/0/children/5/url/fr', lang: 'fr', message: expect.stringMatching(/^adresse française « location-tourbus » déjà prise par la page sœur \/pages\/0\/children\/4/) }),
      expect.objectContaining({ file: 'components/home.json', pointer: '/config/layout/0/props/cta/href/fr', lang: 'fr', message: 'le lien « /page-qui-n-existe-pas » ne mène à aucune page en français' }),
    ]));
    // The other errors follow from the duplicate slug: the links to the page it hid break too.
    const others = errors.filter((error) => !['/config/layout/0/props/title/en', '/pages/0/children/5/url/fr', '/config/layout/0/props/cta/href/fr'].includes(error.pointer));
    for (const other of others) expect(other.messages.en).toMatch(/^link "\/location-car-avec-chauffeur\/location-car-pmr" points to no page in French/);
    for (const error of errors) expect(error.messages).toEqual({ en: expect.any(String), fr: error.message });
    // Saved all the same: the owner's half-typed work is kept.
    expect((await draft()).files['components/home.json']!.config.layout[0].props.title.en).toBe('');
    const validated = await harness().call('GET', '/admin/editor/validate');
    expectShape(EditorValidationSchema, validated.json!.data);
    const withoutMessage = (list: Json[]) => list.map(({ message: _message, ...rest }) => rest);
    expect(withoutMessage(validated.json!.data.errors)).toEqual(withoutMessage(errors));
    expect(validated.json!.data.errors.find((error: Json) => error.lang === 'en').message).toMatch(/fewer than 1 character/);

    // Publish is refused while an error remains; the live site and its files are untouched.
    const livePages = readFileSync(join(harness().root, 'autocars/pages.json'), 'utf8');
    const version = harness().h.ctx.config.version();
    const refused = await harness().call('POST', '/admin/editor/publish', { baseRevision: saved.json!.data.revision });
    expect(refused.status).toBe(422);
    expect(refused.json!.message).toBe(`Not published: ${errors.length} errors remain in the draft; the live site is unchanged`);
    expect(refused.json!.data.errors).toHaveLength(errors.length);
    expect(readFileSync(join(harness().root, 'autocars/pages.json'), 'utf8')).toBe(livePages);
    expect(harness().h.ctx.config.version()).toBe(version);
    expect((await harness().h.request('GET', '/component/conf/home', { site: AUTOCARS, lang: 'en' })).json!.data.config.layout[0].props.title).toBe('Group travel you can trust, since 1919');
    await harness().call('DELETE', '/admin/editor/draft', { baseRevision: saved.json!.data.revision });
  });

  it('reads a draft whose published file is no JSON (broken by hand): the file is named, validate locates the error', async () => {
    const file = join(harness().root, 'autocars/components/legal-notice.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('{', '{,'));
    try {
      const read = await harness().call('GET', '/admin/editor/draft');
      expect(read.status).toBe(200);
      expect(read.json!.data.unreadable).toEqual(['components/legal-notice.json']);
      const errors = (await harness().call('GET', '/admin/editor/validate')).json!.data.errors as Json[];
      expect(errors).toEqual([expect.objectContaining({ file: 'components/legal-notice.json', pointer: '', line: 1, message: expect.stringMatching(/^invalid JSON/) })]);
    } finally {
      writeFileSync(file, text);
    }
  });

  it('names a published file that is JSON but no object (an array, broken by hand) as unreadable, and answers the draft within its contract', async () => {
    const file = join(harness().root, 'autocars/components/legal-notice.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, '[1, 2]\n');
    try {
      const read = await harness().call('GET', '/admin/editor/draft');
      expect(read.status).toBe(200);
      expect(read.json!.data.unreadable).toEqual(['components/legal-notice.json']);
      expect(read.json!.data.files).not.toHaveProperty(['components/legal-notice.json']);
      expectShape(EditorDraftSchema, read.json!.data);
    } finally {
      writeFileSync(file, text);
    }
  });

  it('refuses a path that is no configuration document, and a document that is no object', async () => {
    const { revision } = await draft();
    for (const path of ['../escape.json', 'media/logo.svg', 'components/.hidden.json', 'unknown-kind.json']) {
      const refused = await write(revision, { [path]: { a: 1 } }, 'fr_FR');
      expect(refused.status).toBe(400);
      expect(refused.json!.message).toMatch(/n’est pas un fichier de configuration du site/);
    }
    expect((await write(revision, { 'pages.json': [1, 2] })).status).toBe(400);
    expect((await draft()).revision).toBe(revision);
  });

  it('lists the links to a page (before a delete or a rename), with the block and the pages that show it', async () => {
    const links = await harness().call('GET', '/admin/editor/pages/10/links');
    expect(links.status).toBe(200);
    expectShape(EditorLinksSchema, links.json!.data);
    const home = (links.json!.data.links as Json[]).filter((link) => link.file === 'components/home.json');
    expect(home.length).toBeGreaterThan(0);
    // the services row, after the hero and the trust figures
    expect(home[0]).toMatchObject({ pointer: expect.stringMatching(/^\/config\/layout\/2\/props\/cards\/0\/href\/(fr|en)$/), component: { slug: 'home', block: { pointer: '/config/layout/2', type: 'card-grid' } } });
    expect((await harness().call('GET', '/admin/editor/pages/999999/links')).status).toBe(404);
  });

  it('lists the draft’s page tree with each page’s pointer, paths and component', async () => {
    const answer = (await harness().call('GET', '/admin/editor/pages')).json!.data;
    expectShape(EditorPagesSchema, answer);
    const tree = answer.pages as Json[];
    expect(tree[0]).toMatchObject({ id: 10, pointer: '/pages/0', paths: { fr: '/location-car-avec-chauffeur', en: '/en/coach-hire-with-driver' }, component: 'components/location-car-avec-chauffeur.json' });
    expect(tree[0]!.children[0]).toMatchObject({ id: 11, pointer: '/pages/0/children/0', idParent: 10 });
  });

  it('refuses to publish from a stale base (409, nothing written), and publishes nothing when the draft changes nothing', async () => {
    const empty = await draft();
    const nothing = await harness().call('POST', '/admin/editor/publish', { baseRevision: empty.revision }, { lang: 'fr_FR' });
    expect(nothing.status).toBe(200);
    expect(nothing.json!.data).toMatchObject({ published: false });
    expect(nothing.json!.message).toBe('Rien à publier : le brouillon est la configuration en ligne');
    const pages = copy(empty.files['pages.json']!);
    pages.pages[0].title.en = 'Stale publish';
    const saved = await write(empty.revision, { 'pages.json': pages });
    const livePages = readFileSync(join(harness().root, 'autocars/pages.json'), 'utf8');
    const stale = await harness().call('POST', '/admin/editor/publish', { baseRevision: empty.revision });
    expect(stale.status).toBe(409);
    expect(stale.json!.data).toEqual({ revision: saved.json!.data.revision });
    expect(readFileSync(join(harness().root, 'autocars/pages.json'), 'utf8')).toBe(livePages);
  });

  it('refuses to publish over a file changed on the live site since the draft took it, until it is rewritten with rebase', async () => {
    const base = await draft();
    const pages = copy(base.files['pages.json']!);
    pages.pages[0].title.en = 'Owner’s title';
    const saved = await write(base.revision, { 'pages.json': pages });
    expect(saved.status).toBe(200);
    // Someone else changes the live file (a hand edit, npm run publish-config, another editor's publish).
    const file = join(harness().root, 'autocars/pages.json');
    const theirs = readFileSync(file, 'utf8').replace('"en": "Coach hire"', '"en": "Coach hire, by hand"');
    writeFileSync(file, theirs);
    harness().h.ctx.config.reload();
    expect((await draft()).conflicts).toEqual(['pages.json']);
    const refused = await harness().call('POST', '/admin/editor/publish', { baseRevision: saved.json!.data.revision }, { lang: 'fr_FR' });
    expect(refused.status).toBe(409);
    expect(refused.json!.data).toEqual({ revision: saved.json!.data.revision, conflicts: ['pages.json'] });
    expectShape(EditorStaleSchema, refused.json!.data);
    expect(refused.json!.message).toMatch(/^Non publié : pages.json ont changé sur le site en ligne/);
    expect(readFileSync(file, 'utf8')).toBe(theirs);
    // The owner reads the live version, keeps its change, and writes the file again over it.
    const merged = JSON.parse(theirs);
    merged.pages[0].title.en = 'Owner’s title';
    const rebased = await harness().call('PATCH', '/admin/editor/draft', { baseRevision: saved.json!.data.revision, files: { 'pages.json': merged }, rebase: ['pages.json'] });
    expect(rebased.status).toBe(200);
    expect((await draft()).conflicts).toEqual([]);
    const published = await harness().call('POST', '/admin/editor/publish', { baseRevision: rebased.json!.data.revision });
    expect(published.status).toBe(200);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain('"en": "Coach hire, by hand"');
    expect(written).toContain('"en": "Owner’s title"');
  });

  it('publishes in files mode: the files are written as a person would, and the API serves the change', async () => {
    const base = await draft();
    const home = copy(base.files['components/home.json']!);
    home.config.layout[0].props.title = { en: 'Published from the editor', fr: 'Publié depuis l’éditeur' };
    // Keys in another order than the file's: the file keeps its own order.
    const reordered = { config: home.config, slug: home.slug, schemaVersion: home.schemaVersion, $schema: home.$schema };
    const saved = await write(base.revision, { 'components/home.json': reordered });
    expect(saved.status).toBe(200);
    const before = readFileSync(join(harness().root, 'autocars/components/home.json'), 'utf8');
    const published = await harness().call('POST', '/admin/editor/publish', { baseRevision: saved.json!.data.revision });
    expect(published.status).toBe(200);
    expect(published.json!.data).toMatchObject({ published: true, served: true, version: harness().h.ctx.config.version() });
    expectShape(EditorPublishSchema, published.json!.data);
    const after = readFileSync(join(harness().root, 'autocars/components/home.json'), 'utf8');
    expect(after).toBe(before.replace('"fr": "Vos déplacements en groupe, en toute confiance depuis 1919",\n            "en": "Group travel you can trust, since 1919"', '"fr": "Publié depuis l’éditeur",\n            "en": "Published from the editor"'));
    expect(after.endsWith('}\n')).toBe(true);
    expect((await harness().h.request('GET', '/component/conf/home', { site: AUTOCARS, lang: 'en' })).json!.data.config.layout[0].props.title).toBe('Published from the editor');
    const status = (await harness().call('GET', '/admin/editor/status')).json!.data;
    expectShape(EditorStatusSchema, status);
    expect(status).toMatchObject({ changed: [], source: 'files', servedVersion: published.json!.data.version });
    expect((await draft()).changed).toEqual([]);
    // The publication is in the audit log, newest first, with who published and which files.
    const audit = await harness().call('GET', '/admin/editor/audit?limit=1');
    expect(audit.status).toBe(200);
    expectShape(EditorAuditSchema, audit.json!.data);
    expect(audit.json!.data.entries[0]).toMatchObject({
      actorEmail: ADMIN.email, action: 'publish', detail: { version: published.json!.data.version, files: ['components/home.json'] },
    });
    expect((await harness().call('GET', '/admin/editor/audit?limit=0')).status).toBe(400);
  });
});
