import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { validateServed } from '../../../schemas/validation/validate-served.ts';
import { EditorStaleSchema, EditorWriteResultSchema } from '../../../schemas/api/editor/editor.ts';
import { copy, editorHarnessPerTest } from './editor-test-site.test-utils.ts';

// Several editors at once (issue 34, item 3; docs/editor.md, "Several editors"): a write from an
// older revision that says what it started from (`base`) is merged over the draft of now.
function expectShape(schema: TSchema, data: unknown): void {
  const checked = validateServed(schema, data);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
}

const harness = editorHarnessPerTest();

type Json = Record<string, any>;
const HOME = 'components/home.json';
const draft = async () => (await harness().call('GET', '/admin/editor/draft')).json!.data as { revision: number; changed: string[]; files: Record<string, Json> };
const write = (body: Record<string, unknown>, lang = 'en') => harness().call('PATCH', '/admin/editor/draft', body, { lang });

describe('the editor API: saving over a changed draft merges (issue 34, item 3)', () => {
  it('merges changes to different blocks: 200 with the merged revision, both changes in the draft', async () => {
    const start = await draft();
    const base = start.files[HOME]!;
    const marie = copy(base);
    marie.config.layout[0].props.title.fr = 'Titre de Marie';
    expect((await write({ baseRevision: start.revision, files: { [HOME]: marie } })).status).toBe(200);
    const paul = copy(base);
    paul.config.layout[1].props.title = { fr: 'Bloc de Paul', en: 'Paul’s block' };
    const merged = await write({ baseRevision: start.revision, files: { [HOME]: paul }, base: { [HOME]: base } });
    expect(merged.status).toBe(200);
    expect(merged.json!.data).toMatchObject({ revision: start.revision + 2, changed: [HOME], merged: true });
    expectShape(EditorWriteResultSchema, merged.json!.data);
    const after = (await draft()).files[HOME]!;
    expect(after.config.layout[0].props.title.fr).toBe('Titre de Marie');
    expect(after.config.layout[1].props.title).toEqual({ fr: 'Bloc de Paul', en: 'Paul’s block' });
  });

  it('answers 409 with the conflicting field when both changed it, writes nothing; the owner\'s choice is then written', async () => {
    const start = await draft();
    const base = start.files[HOME]!;
    const key = base.config.layout[0].key as string;
    const marie = copy(base);
    marie.config.layout[0].props.title.fr = 'Titre de Marie';
    expect((await write({ baseRevision: start.revision, files: { [HOME]: marie } })).status).toBe(200);
    const paul = copy(base);
    paul.config.layout[0].props.title.fr = 'Titre de Paul';
    paul.config.layout[2].props.title = { fr: 'Autre bloc de Paul', en: 'Paul’s other block' };
    const refused = await write({ baseRevision: start.revision, files: { [HOME]: paul }, base: { [HOME]: base } }, 'fr_FR');
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toMatch(/^Le brouillon a changé depuis votre lecture et 1 champ a aussi été modifié/);
    expectShape(EditorStaleSchema, refused.json!.data);
    expect(refused.json!.data).toEqual({
      revision: start.revision + 1,
      mergeConflicts: [{ file: HOME, id: `/config/layout/@${key}/props/title/fr`, pointer: '/config/layout/0/props/title/fr', kind: 'value', theirs: 'Titre de Marie', mine: 'Titre de Paul' }],
    });
    const unchanged = (await draft()).files[HOME]!;
    expect(unchanged.config.layout[0].props.title.fr).toBe('Titre de Marie');
    expect(unchanged.config.layout[2].props.title).toEqual(base.config.layout[2].props.title);
    // English message too.
    expect((await write({ baseRevision: start.revision, files: { [HOME]: paul }, base: { [HOME]: base } }, 'en')).json!.message).toMatch(/^The draft changed since you read it and 1 field was also changed by someone else/);

    const chosen = await write({ baseRevision: start.revision, files: { [HOME]: paul }, base: { [HOME]: base }, resolve: { [`${HOME}#/config/layout/@${key}/props/title/fr`]: 'mine' } });
    expect(chosen.status).toBe(200);
    const after = (await draft()).files[HOME]!;
    expect(after.config.layout[0].props.title.fr).toBe('Titre de Paul');
    expect(after.config.layout[2].props.title).toEqual({ fr: 'Autre bloc de Paul', en: 'Paul’s other block' });
  });

  it('applies a write sent twice with its writeId once: the late copy of a page gone never overwrites the edit made after it', async () => {
    const start = await draft();
    const base = start.files[HOME]!;
    const typed = copy(base);
    typed.config.layout[0].props.title.fr = 'Tapé juste avant de recharger';
    const sent = { baseRevision: start.revision, files: { [HOME]: typed }, base: { [HOME]: base }, writeId: 'reload-7f3a9c21' };
    // The reloaded page's copy lands first; the owner then puts the title back.
    const first = await write(sent);
    expect(first.status).toBe(200);
    expect(first.json!.data).toMatchObject({ revision: start.revision + 1 });
    const back = copy(base);
    expect((await write({ baseRevision: start.revision + 1, files: { [HOME]: back }, writeId: 'later-0c55e1d2' })).status).toBe(200);
    // The keepalive sent as the old page went away lands last: answered, not applied again (a merge would bring the typed title back).
    const late = await write(sent);
    expect(late.status).toBe(200);
    expect(late.json!.data).toMatchObject({ revision: start.revision + 2, replayed: true });
    expectShape(EditorWriteResultSchema, late.json!.data);
    const now = await draft();
    expect(now.revision).toBe(start.revision + 2);
    expect(now.files[HOME]!.config.layout[0].props.title.fr).toBe(base.config.layout[0].props.title.fr);
    // A write id out of its bounds is refused at the field.
    const bad = await write({ ...sent, writeId: 'x' }, 'fr');
    expect(bad.status).toBe(400);
    expect(bad.json!.message).toMatch(/writeId/);
  });

  it('still refuses a stale write that does not say what it started from (409, nothing written)', async () => {
    const start = await draft();
    const marie = copy(start.files[HOME]!);
    marie.config.layout[0].props.title.fr = 'Titre de Marie';
    expect((await write({ baseRevision: start.revision, files: { [HOME]: marie } })).status).toBe(200);
    const paul = copy(start.files[HOME]!);
    paul.config.layout[1].props.title = { fr: 'Paul', en: 'Paul' };
    const stale = await write({ baseRevision: start.revision, files: { [HOME]: paul } });
    expect(stale.status).toBe(409);
    expect(stale.json!.data).toEqual({ revision: start.revision + 1 });
  });

  it('two merged writes at once from the same old base: one merges, the other is told the draft moved again; nothing is lost', async () => {
    const start = await draft();
    const base = start.files[HOME]!;
    const marie = copy(base);
    marie.config.layout[0].props.title.fr = 'Titre de Marie';
    expect((await write({ baseRevision: start.revision, files: { [HOME]: marie } })).status).toBe(200);
    const paul = copy(base);
    paul.config.layout[1].props.title = { fr: 'Paul', en: 'Paul' };
    const anne = copy(base);
    anne.config.layout[2].props.title = { fr: 'Anne', en: 'Anne' };
    const answers = await Promise.all([paul, anne].map((mine) => write({ baseRevision: start.revision, files: { [HOME]: mine }, base: { [HOME]: base } })));
    const statuses = answers.map((answer) => answer.status).sort();
    // Either both merged one after the other, or the second found the draft moved under it (409): never one lost silently.
    const after = (await draft()).files[HOME]!;
    expect(after.config.layout[0].props.title.fr).toBe('Titre de Marie');
    const titles = [after.config.layout[1].props.title.fr, after.config.layout[2].props.title.fr];
    if (statuses.join() === '200,200') expect(titles).toEqual(['Paul', 'Anne']);
    else {
      expect(statuses).toEqual([200, 409]);
      expect(titles.filter((title) => title === 'Paul' || title === 'Anne')).toHaveLength(1);
    }
  });
});
