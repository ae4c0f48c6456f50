import { describe, expect, it } from 'vitest';
import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';
import { focusTarget, placeErrors, shownPointers } from './place-errors.ts';

const f = (name: string, pointer: string, widget: BlockField['widget'], children?: BlockField[]): BlockField => ({
  name,
  pointer,
  label: { fr: name, en: name },
  help: { fr: name, en: name },
  widget,
  required: false,
  constraints: {},
  ...(children ? { children } : {}),
});

const fields = [
  f('title', '/title', 'localized-text'),
  f('cards', '/cards', 'list', [f('*', '/cards/*', 'group', [f('title', '/cards/*/title', 'localized-text')])]),
];
const value = { title: { fr: 'A', en: '' }, cards: [{ title: 'x' }, { title: 'y' }] };

describe('shownPointers', () => {
  it("names every field shown, a list's items by index", () => {
    expect([...shownPointers(fields, value)]).toEqual(['/title', '/cards', '/cards/0', '/cards/0/title', '/cards/1', '/cards/1/title']);
  });
});

describe('placeErrors', () => {
  it('places an error at its field and language', () => {
    const placed = placeErrors(fields, value, [
      { pointer: '/title/en', message: 'en missing' },
      { pointer: '/cards/1/title', lang: 'fr', message: 'fr missing' },
    ]);
    expect(placed.get('/title')).toEqual([{ pointer: '/title', lang: 'en', message: 'en missing' }]);
    expect(placed.get('/cards/1/title')).toEqual([{ pointer: '/cards/1/title', lang: 'fr', message: 'fr missing' }]);
  });

  it('sends an error no field shows to its nearest shown parent, else to the form (nothing dropped)', () => {
    const placed = placeErrors(fields, value, [
      { pointer: '/cards/4/title', message: 'gone item' },
      { pointer: '/cards/0/extra', message: 'unknown prop' },
      { pointer: '/other', message: 'unknown block prop' },
      { pointer: '', message: 'whole block' },
    ]);
    expect(placed.get('/cards')?.map((e) => e.message)).toEqual(['gone item']);
    expect(placed.get('/cards/0')?.map((e) => e.message)).toEqual(['unknown prop']);
    expect(placed.get('')?.map((e) => e.message)).toEqual(['unknown block prop', 'whole block']);
  });
});

describe('focusTarget', () => {
  it("names a bilingual field's language by the pointer, else its first error's, else the admin's", () => {
    const shown = shownPointers(fields, value);
    const placed = placeErrors(fields, value, [{ pointer: '/title/en', message: 'en missing' }]);
    expect(focusTarget('/title/fr', shown, placed, 'en')).toEqual({ pointer: '/title', lang: 'fr' });
    expect(focusTarget('/title', shown, placed, 'fr')).toEqual({ pointer: '/title', lang: 'en' });
    expect(focusTarget('/cards/1/title', shown, placed, 'fr')).toEqual({ pointer: '/cards/1/title', lang: 'fr' });
    expect(focusTarget('/cards/9/title', shown, placed, 'fr')).toEqual({ pointer: '/cards', lang: 'fr' });
  });
});
