import { describe, expect, it } from 'vitest';
import type { ComponentDocument } from '../site/component.schema.ts';
import { checkBlockTypes } from './block-types.ts';

const doc = (layout: ComponentDocument['config']['layout']): ComponentDocument => ({
  $schema: '../../../schemas/json/component.schema.json',
  schemaVersion: 2,
  slug: 'home',
  config: { layout },
});

describe('checkBlockTypes', () => {
  const registered = ['hero', 'rich-text', 'card-grid'];

  it('accepts registered types, in slots too', () => {
    expect(checkBlockTypes(doc([{ key: 'hero0001', type: 'hero', props: {}, slots: { aside: [{ key: 'text0001', type: 'rich-text', props: {} }] } }]), registered)).toEqual([]);
  });

  it('reports an unregistered type with the closest registered one', () => {
    const errors = checkBlockTypes(doc([{ key: 'hero0001', type: 'hero', props: {}, slots: { aside: [{ key: 'text0001', type: 'rich-txt', props: {} }] } }]), registered);
    expect(errors).toEqual([
      {
        pointer: '/config/layout/0/slots/aside/0/type',
        message: 'unknown block type "rich-txt" (registered: hero, rich-text, card-grid)',
        hint: 'did you mean "rich-text"?',
      },
    ]);
  });
});
