import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { blockFields, fieldProblems } from './block-fields.ts';
import { fieldUi } from './field-ui.ts';
import { ajv } from '../validation/ajv.ts';

const ui = (fr: string, en: string) => fieldUi({ fr, en }, { fr: `Aide ${fr}`, en: `Help ${en}` });

const Image = Type.Object(
  { src: Type.String({ pattern: '^/media/', ...fieldUi({ fr: 'Fichier', en: 'File' }, { fr: 'f', en: 'f' }, { widget: 'media' }) }) },
  { additionalProperties: false, ...fieldUi({ fr: 'Image', en: 'Picture' }, { fr: 'i', en: 'i' }, { widget: 'image' }) },
);

const schema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 80, ...ui('Titre', 'Title') }),
    html: Type.Optional(Type.String({ contentMediaType: 'text/html', ...ui('Texte', 'Text') })),
    side: Type.Optional(
      Type.Union([Type.Literal('left'), Type.Literal('right')], {
        default: 'left',
        ...fieldUi({ fr: 'Côté', en: 'Side' }, { fr: 'c', en: 's' }, { choices: { left: { fr: 'À gauche', en: 'Left' }, right: { fr: 'À droite', en: 'Right' } } }),
      }),
    ),
    cards: Type.Array(
      Type.Object({ image: { ...Image, ...ui('Photo', 'Photo') }, count: Type.Integer({ minimum: 1, maximum: 9, ...ui('Nombre', 'Count') }) }, ui('Carte', 'Card')),
      { minItems: 1, ...ui('Cartes', 'Cards') },
    ),
    on: Type.Optional(Type.Boolean(ui('Actif', 'On'))),
  },
  { additionalProperties: false },
);

describe('blockFields', () => {
  it('answers the ordered field tree: pointer, labels, help, widget, required, limits, choices, children', () => {
    const fields = blockFields(schema);
    expect(fields.map((f) => [f.pointer, f.widget, f.required])).toEqual([
      ['/title', 'localized-text', true],
      ['/html', 'localized-html', false],
      ['/side', 'choice', false],
      ['/cards', 'list', true],
      ['/on', 'switch', false],
    ]);
    expect(fields[0]).toEqual({
      name: 'title',
      pointer: '/title',
      label: { fr: 'Titre', en: 'Title' },
      help: { fr: 'Aide Titre', en: 'Help Title' },
      widget: 'localized-text',
      required: true,
      constraints: { minLength: 1, maxLength: 80 },
    });
    expect(fields[2]?.default).toBe('left');
    expect(fields[2]?.choices).toEqual([
      { value: 'left', label: { fr: 'À gauche', en: 'Left' } },
      { value: 'right', label: { fr: 'À droite', en: 'Right' } },
    ]);
  });

  it('gives a list one child, its item, and an object its props; a shared schema keeps its widget under the label of its use', () => {
    const cards = blockFields(schema)[3]!;
    expect(cards.constraints).toEqual({ minItems: 1 });
    const item = cards.children![0]!;
    expect([item.name, item.pointer, item.widget, item.label.en]).toEqual(['*', '/cards/*', 'group', 'Card']);
    const [image, count] = item.children!;
    expect([image!.pointer, image!.widget, image!.label.fr, image!.required]).toEqual(['/cards/*/image', 'image', 'Photo', true]);
    expect(image!.children!.map((f) => [f.pointer, f.widget])).toEqual([['/cards/*/image/src', 'media']]);
    expect([count!.widget, count!.constraints]).toEqual(['number', { minimum: 1, maximum: 9 }]);
  });

  it('throws, naming the prop, on a schema its form cannot be built from', () => {
    const bare = Type.Object({ cta: Type.Object({ href: Type.String() }, ui('Bouton', 'Button')) });
    expect(() => blockFields(bare)).toThrow('/cta/href: no label in French and English');
  });

  it('escapes a prop name holding a slash in its pointer', () => {
    expect(blockFields(Type.Object({ 'a/b': Type.String(ui('A', 'A')) }))[0]?.pointer).toBe('/a~1b');
  });
});

describe('fieldProblems', () => {
  it('is empty for a schema with everything a form needs', () => {
    expect(fieldProblems(schema)).toEqual([]);
  });

  it('names a prop, a nested prop and a list item without a label or a help text in both languages', () => {
    const lacking = Type.Object({
      title: Type.String({ 'x-label': { fr: 'Titre', en: '' }, 'x-help': { fr: 'a', en: 'b' } }),
      cards: Type.Array(Type.Object({ text: Type.String(ui('Texte', 'Text')) }), ui('Cartes', 'Cards')),
    });
    expect(fieldProblems(lacking)).toEqual([
      { pointer: '/title', problem: 'no label in French and English (x-label: { fr, en })' },
      { pointer: '/cards/*', problem: 'no label in French and English (x-label: { fr, en })' },
      { pointer: '/cards/*', problem: 'no help text in French and English (x-help: { fr, en })' },
    ]);
  });

  it('names an enum value without its labels, and labels on a schema that is no enum', () => {
    const choices = Type.Object({
      columns: Type.Union([Type.Literal(2), Type.Literal(3)], fieldUi({ fr: 'Colonnes', en: 'Columns' }, { fr: 'c', en: 'c' }, { choices: { 2: { fr: 'Deux', en: 'Two' } } })),
      name: Type.String(fieldUi({ fr: 'Nom', en: 'Name' }, { fr: 'n', en: 'n' }, { choices: { a: { fr: 'A', en: 'A' } } })),
    });
    expect(fieldProblems(choices)).toEqual([
      { pointer: '/columns', problem: 'no label in French and English for the value 3 (x-choices)' },
      { pointer: '/name', problem: 'x-choices on a schema that is no enum' },
    ]);
  });

  it('names a prop whose widget cannot be decided, raw JSON on a schema that does not allow anything, and a widget for another type', () => {
    const undecided = Type.Object({
      route: Type.String({ pattern: '^[a-z]+$', ...ui('Liste', 'List') }),
      either: Type.Union([Type.String(), Type.Integer()], ui('Valeur', 'Value')),
      forced: Type.Integer(fieldUi({ fr: 'N', en: 'N' }, { fr: 'n', en: 'n' }, { widget: 'raw' })),
      flag: Type.String(fieldUi({ fr: 'D', en: 'D' }, { fr: 'd', en: 'd' }, { widget: 'switch' })),
      anything: Type.Unknown(ui('Données', 'Data')),
    });
    expect(fieldProblems(undecided).map((p) => p.pointer + ' ' + p.problem.slice(0, 12))).toEqual([
      '/route no widget ca',
      '/either no widget ca',
      '/forced x-widget "ra',
      '/flag x-widget "sw',
    ]);
  });
});

describe('the form annotations on the one Ajv', () => {
  it('compiles a schema that carries them, in strict mode', () => {
    expect(ajv.compile(schema)({ title: 'Bienvenue', cards: [{ image: { src: '/media/a.jpg' }, count: 2 }] })).toBe(true);
  });

  it('refuses a label without English, an unknown widget and an unknown keyword', () => {
    expect(() => ajv.compile({ type: 'string', 'x-label': { fr: 'Titre' } })).toThrow();
    expect(() => ajv.compile({ type: 'string', 'x-widget': 'slider' })).toThrow();
    expect(() => ajv.compile({ type: 'string', 'x-labels': { fr: 'Titre', en: 'Title' } })).toThrow('unknown keyword');
  });
});
