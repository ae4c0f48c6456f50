import { describe, expect, it } from 'vitest';
import { addBlockKeys } from './add-block-keys.ts';
import { blockKey } from './block-key.ts';
import { upgradeDocument } from './upgrade-document.ts';

const v1 = () => ({
  $schema: '../../../schemas/json/component.schema.json',
  schemaVersion: 1,
  slug: 'home',
  config: {
    layout: [
      { type: 'hero', props: { title: { fr: 'Bienvenue', en: 'Welcome' } } },
      { type: 'columns', props: {}, slots: { left: [{ type: 'rich-text', props: {} }], right: [{ type: 'image', props: {} }] } },
      { type: 'legal-text', props: { parameter: 'LEGAL_NOTICE' } },
    ],
  },
});

const keysOf = (layout: unknown): string[] =>
  (layout as { key: string; slots?: Record<string, unknown[]> }[]).flatMap((block) => [
    block.key,
    ...Object.values(block.slots ?? {}).flatMap((children) => keysOf(children)),
  ]);

describe('component format 2: block keys', () => {
  it('gives every block, nested ones included, a key of 8 base-36 characters, written first', () => {
    const { document, upgraded } = upgradeDocument('component', v1());
    expect(upgraded).toBe(true);
    const doc = document as ReturnType<typeof v1>;
    expect(doc.schemaVersion).toBe(2);
    const keys = keysOf(doc.config.layout);
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]{8}$/);
    expect(new Set(keys).size).toBe(5);
    expect(Object.keys(doc.config.layout[0]!)).toEqual(['key', 'type', 'props']);
    expect(doc.config.layout[1]).toMatchObject({ type: 'columns', slots: { left: [{ type: 'rich-text' }], right: [{ type: 'image' }] } });
  });

  it('is deterministic: the same document gets the same keys on every run, and a second run changes nothing', () => {
    const once = upgradeDocument('component', v1()).document;
    expect(upgradeDocument('component', v1()).document).toEqual(once);
    expect(upgradeDocument('component', once)).toEqual({ document: once, upgraded: false });
    expect(addBlockKeys(once as Record<string, unknown>)).toEqual(once);
  });

  it('keeps the keys blocks already have and never repeats one of them', () => {
    const doc = v1();
    const taken = blockKey('home/1');
    const layout = doc.config.layout as Record<string, unknown>[];
    layout[0] = { key: 'ownkey01', ...layout[0] };
    layout[2] = { key: taken, ...layout[2] };
    const keys = keysOf((addBlockKeys(doc) as ReturnType<typeof v1>).config.layout);
    expect(keys[0]).toBe('ownkey01');
    expect(keys[4]).toBe(taken);
    expect(keys[1]).not.toBe(taken);
    expect(new Set(keys).size).toBe(5);
  });

  it('leaves a malformed document to the schema', () => {
    expect(addBlockKeys({ schemaVersion: 1, slug: 'x', config: { layout: 'nope' } })).toEqual({ schemaVersion: 1, slug: 'x', config: { layout: 'nope' } });
    expect(addBlockKeys({ schemaVersion: 1, slug: 'x' })).toEqual({ schemaVersion: 1, slug: 'x' });
  });
});
