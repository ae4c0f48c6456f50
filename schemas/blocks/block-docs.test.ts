import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { blockDocsMarkdown, docCommentOf, propRows, typeName } from './block-docs.ts';

const schema = Type.Object({
  title: Type.String({ minLength: 1, description: 'Heading of the grid' }),
  columns: Type.Optional(Type.Union([Type.Literal(2), Type.Literal(3)])),
  cards: Type.Array(Type.Object({ text: Type.String(), href: Type.Optional(Type.String()) })),
});

describe('propRows', () => {
  it('lists each prop with its type, whether it is required, allowed values and description', () => {
    expect(propRows(schema)).toEqual([
      { name: 'title', type: 'string non-empty', required: true, allowed: '', description: 'Heading of the grid' },
      { name: 'columns', type: '2 | 3', required: false, allowed: '2, 3', description: '' },
      { name: 'cards', type: 'object[]', required: true, allowed: '', description: '' },
      { name: 'cards[].text', type: 'string', required: true, allowed: '', description: '' },
      { name: 'cards[].href', type: 'string', required: false, allowed: '', description: '' },
    ]);
  });

  it("describes a prop without a description by the English help text the editor shows", () => {
    const helped = Type.Object({ intro: Type.String({ 'x-help': { fr: 'Une phrase.', en: 'A sentence.' } }) });
    expect(propRows(helped)[0]?.description).toBe('A sentence.');
  });

  it('names bounded numbers', () => {
    expect(typeName(Type.Integer({ minimum: 1, maximum: 4 }) as never)).toBe('integer ≥ 1 ≤ 4');
  });
});

describe('blockDocsMarkdown', () => {
  it('renders one section per block with an escaped props table', () => {
    const md = blockDocsMarkdown([{ type: 'card-grid', schema, description: 'Cards in a grid.' }]);
    expect(md).toContain('## card-grid\n\nCards in a grid.\n\n| prop | type | required | allowed values | description |');
    expect(md).toContain('| `columns` | 2 \\| 3 | no | 2, 3 | — |');
  });
});

describe('block schema helpers', () => {
  it('reads the doc comment above an export', () => {
    const source = "import x;\n\n/**\n * A banner.\n * Big.\n */\nexport const HeroSchema = 1;";
    expect(docCommentOf(source, 'HeroSchema')).toBe('A banner. Big.');
    expect(docCommentOf('export const HeroSchema = 1;', 'HeroSchema')).toBe('');
  });

  it('reads only the comment just above, not an earlier one above another export', () => {
    const source = "/** The product as a card. */\nexport type Card = { id: number };\n\n/** One product put forward. */\nexport const HighlightSchema = 1;";
    expect(docCommentOf(source, 'HighlightSchema')).toBe('One product put forward.');
  });
});
