import { describe, expect, it } from 'vitest';
import { validateDocument } from './validate-document.ts';

const component = (layout: unknown[]) => ({ $schema: 'x', schemaVersion: 2, slug: 'home', config: { layout } });

describe('block keys in a component', () => {
  it('accepts distinct keys, slots included', () => {
    const doc = component([
      { key: 'aaaa1111', type: 'hero', props: {} },
      { key: 'bbbb2222', type: 'columns', props: {}, slots: { left: [{ key: 'cccc3333', type: 'rich-text', props: {} }] } },
    ]);
    expect(validateDocument('component', doc, 'components/home.json').errors).toEqual([]);
  });

  it('reports a key used twice in one layout, at the repetition, even inside a slot', () => {
    const doc = component([
      { key: 'aaaa1111', type: 'hero', props: {} },
      { key: 'bbbb2222', type: 'columns', props: {}, slots: { left: [{ key: 'aaaa1111', type: 'rich-text', props: {} }] } },
    ]);
    expect(validateDocument('component', doc, 'components/home.json').errors).toEqual([
      {
        pointer: '/config/layout/1/slots/left/0/key',
        message: 'duplicate block key "aaaa1111" (also at /config/layout/0): give this block a key of its own',
      },
    ]);
  });

  it('requires a well-formed key on every block of the current format', () => {
    const missing = validateDocument('component', component([{ type: 'hero', props: {} }]));
    expect(missing.valid).toBe(false);
    expect(missing.errors.map((e) => e.pointer)).toContain('/config/layout/0');
    const malformed = validateDocument('component', component([{ key: 'Not A Key', type: 'hero', props: {} }]));
    expect(malformed.errors.map((e) => e.pointer)).toContain('/config/layout/0/key');
  });
});
