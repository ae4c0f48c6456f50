import { describe, expect, it } from 'vitest';
import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';
import {
  childPointer,
  localizedParts,
  localizedValue,
  newValueOf,
  parentPointer,
  pointerSegments,
  prunedGroup,
  textValue,
  withItem,
  withItemMoved,
  withoutItem,
  withProp,
} from './field-value.ts';

const field = (over: Partial<BlockField>): BlockField => ({
  name: 'x',
  pointer: '/x',
  label: { fr: 'X', en: 'X' },
  help: { fr: 'X', en: 'X' },
  widget: 'localized-text',
  required: false,
  constraints: {},
  ...over,
});

describe('pointers', () => {
  it('escapes a prop name and reads it back', () => {
    expect(childPointer('/cards', 0)).toBe('/cards/0');
    expect(childPointer('', 'a/b~c')).toBe('/a~1b~0c');
    expect(pointerSegments('/a~1b~0c/0')).toEqual(['a/b~c', '0']);
    expect(parentPointer('/cards/0/title')).toBe('/cards/0');
    expect(parentPointer('/title')).toBe('');
  });
});

describe('localized values', () => {
  it('reads { fr, en }, a plain string for both, anything else as empty', () => {
    expect(localizedParts({ fr: 'A', en: 'B' })).toEqual({ fr: 'A', en: 'B' });
    expect(localizedParts('A')).toEqual({ fr: 'A', en: 'A' });
    expect(localizedParts(undefined)).toEqual({ fr: '', en: '' });
    expect(localizedParts({ fr: 1 })).toEqual({ fr: '', en: '' });
  });

  it('writes one language, keeping the other; emptied, optional is removed and required kept empty', () => {
    expect(localizedValue('A', 'en', 'B', true)).toEqual({ fr: 'A', en: 'B' });
    expect(localizedValue({ fr: 'A', en: '' }, 'fr', '', false)).toBeUndefined();
    expect(localizedValue({ fr: 'A', en: '' }, 'fr', '', true)).toEqual({ fr: '', en: '' });
    expect(textValue('', false)).toBeUndefined();
    expect(textValue('', true)).toBe('');
  });
});

describe('immutable edits', () => {
  it('sets and removes a prop without touching the given object', () => {
    const given = { a: 1, b: { c: 2 } };
    const next = withProp(given, 'a', 3);
    expect(next).toEqual({ a: 3, b: { c: 2 } });
    expect(next.b).toBe(given.b);
    expect(withProp(given, 'a', undefined)).toEqual({ b: { c: 2 } });
    expect(given).toEqual({ a: 1, b: { c: 2 } });
    expect(withProp(undefined, 'a', 1)).toEqual({ a: 1 });
  });

  it('replaces, removes and moves items', () => {
    const list = ['a', 'b', 'c'];
    expect(withItem(list, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(withoutItem(list, 0)).toEqual(['b', 'c']);
    expect(withItemMoved(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(withItemMoved(list, 0, 3)).toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('removes an optional object left empty, keeps a required one', () => {
    expect(prunedGroup({}, false)).toBeUndefined();
    expect(prunedGroup({}, true)).toEqual({});
    expect(prunedGroup({ a: 1 }, false)).toEqual({ a: 1 });
  });
});

describe('newValueOf', () => {
  it("starts an item with its default, else its required props' starting values", () => {
    expect(newValueOf(field({ widget: 'number', default: 6 }))).toBe(6);
    expect(
      newValueOf(
        field({
          widget: 'group',
          children: [
            field({ name: 'title', required: true }),
            field({ name: 'href', widget: 'link', required: true }),
            field({ name: 'kind', widget: 'choice', required: true, choices: [{ value: 'a', label: { fr: 'A', en: 'A' } }] }),
            field({ name: 'note' }),
          ],
        }),
      ),
    ).toEqual({ title: { fr: '', en: '' }, href: '', kind: 'a' });
    expect(newValueOf(field({ widget: 'product' }))).toBeUndefined();
  });
});
