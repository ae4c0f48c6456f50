import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy, createEditorHarness, type EditorHarness } from './editor-test-site.test-utils.ts';

let e: EditorHarness;
beforeAll(async () => {
  e = await createEditorHarness();
});
afterAll(async () => {
  await e.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const FILE = 'components/location-minibus-vendee.json';

describe('the editor checks the slots of the blocks it publishes', () => {
  it('refuses to publish (422) a block in a slot that does not take it and an undeclared slot, each at its pointer, in the request’s language', async () => {
    const base = (await e.call('GET', `/admin/editor/draft?path=${FILE}`)).json!.data as { revision: number; files: Record<string, Json> };
    const doc = copy(base.files[FILE]!);
    // hero 0, image-text 1 (slot "more" takes call-to-action, opening-hours, contact-details), …, call-to-action 4.
    const [hero, imageText, , , cta] = doc.config.layout as Json[];
    imageText!.slots = { more: [{ ...copy(cta!), key: 'slotcta1' }, { ...copy(hero!), key: 'slothero' }], mroe: [] };
    const saved = await e.call('PATCH', '/admin/editor/draft', { baseRevision: base.revision, files: { [FILE]: doc } });
    expect(saved.status).toBe(422);

    const live = readFileSync(join(e.root, 'autocars', FILE), 'utf8');
    const version = e.h.ctx.config.version();
    const refused = await e.call('POST', '/admin/editor/publish', { baseRevision: saved.json!.data.revision }, { lang: 'fr_FR' });
    expect(refused.status).toBe(422);
    expect(refused.json!.data.errors).toEqual([
      expect.objectContaining({
        file: FILE, pointer: '/config/layout/1/slots/more/1', lang: null,
        message: 'un bloc « hero » n’a pas sa place dans l’emplacement « more » d’un bloc « image-text » (permis : call-to-action, opening-hours, contact-details)',
        messages: expect.objectContaining({ en: 'block type "hero" not allowed in slot "more" of a "image-text" block (allowed: call-to-action, opening-hours, contact-details)' }),
      }),
      expect.objectContaining({
        file: FILE, pointer: '/config/layout/1/slots/mroe', lang: null, hint: 'did you mean "more"?',
        message: 'emplacement inconnu « mroe » dans un bloc « image-text » (ses emplacements : more)',
      }),
    ]);
    // Nothing published: the live file and the served version are unchanged.
    expect(readFileSync(join(e.root, 'autocars', FILE), 'utf8')).toBe(live);
    expect(e.h.ctx.config.version()).toBe(version);

    // In English too, and once the slot holds only what it takes, the page publishes with its nested call-to-action.
    const english = await e.call('GET', '/admin/editor/validate');
    expect(english.json!.data.errors.map((error: Json) => [error.pointer, error.message])).toEqual([
      ['/config/layout/1/slots/more/1', 'block type "hero" not allowed in slot "more" of a "image-text" block (allowed: call-to-action, opening-hours, contact-details)'],
      ['/config/layout/1/slots/mroe', 'unknown slot "mroe" in a "image-text" block (its slots: more)'],
    ]);
    imageText!.slots = { more: [imageText!.slots.more[0]] };
    const fixed = await e.call('PATCH', '/admin/editor/draft', { baseRevision: saved.json!.data.revision, files: { [FILE]: doc } });
    expect(fixed.status).toBe(200);
    const published = await e.call('POST', '/admin/editor/publish', { baseRevision: fixed.json!.data.revision });
    expect(published.status).toBe(200);
    expect(JSON.parse(readFileSync(join(e.root, 'autocars', FILE), 'utf8')).config.layout[1].slots.more[0].key).toBe('slotcta1');
  });
});
