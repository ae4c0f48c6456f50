import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { BlockSchema, HtmlString, LocalizedHtml, LocalizedOr } from '../../schemas/index.ts';
import { mapHtmlValues } from './map-html-values.ts';

const mark = (html: string) => `[${html}]`;

describe('mapHtmlValues', () => {
  it('edits only the strings the schema marks as HTML, in objects, arrays and both languages', () => {
    const schema = Type.Object({
      title: Type.String(),
      body: HtmlString(),
      items: Type.Array(Type.Object({ html: LocalizedHtml, summary: Type.String() })),
    });
    const value = { title: '<b>t</b>', body: '<p>b</p>', items: [{ html: { fr: 'f', en: 'e' }, summary: 's' }] };
    expect(mapHtmlValues(schema, value, mark)).toEqual({ title: '<b>t</b>', body: '[<p>b</p>]', items: [{ html: { fr: '[f]', en: '[e]' }, summary: 's' }] });
    expect(value.body).toBe('<p>b</p>');
  });

  it('edits both languages of a Localized value written where the schema says HTML string', () => {
    expect(mapHtmlValues(Type.Object({ html: HtmlString() }), { html: { fr: 'a', en: 'b' } }, mark)).toEqual({ html: { fr: '[a]', en: '[b]' } });
  });

  it('follows unions, records and optional properties', () => {
    const schema = Type.Object({
      text: Type.Optional(LocalizedOr(HtmlString())),
      byName: Type.Record(Type.String(), HtmlString()),
    });
    expect(mapHtmlValues(schema, { text: 'x', byName: { a: 'y' } }, mark)).toEqual({ text: '[x]', byName: { a: '[y]' } });
    expect(mapHtmlValues(schema, { byName: {} }, mark)).toEqual({ byName: {} });
  });

  it('follows a recursive schema down to the nested values', () => {
    const Tree = Type.Recursive((This) => Type.Object({ html: HtmlString(), children: Type.Array(This) }), { $id: 'Tree' });
    const value = { html: 'a', children: [{ html: 'b', children: [{ html: 'c', children: [] }] }] };
    expect(mapHtmlValues(Tree, value, mark)).toEqual({ html: '[a]', children: [{ html: '[b]', children: [{ html: '[c]', children: [] }] }] });
  });

  it('leaves block props alone: the component schema does not know them', () => {
    const block = { type: 'rich-text', props: { html: '<script>x</script>' } };
    expect(mapHtmlValues(BlockSchema, block, mark)).toEqual(block);
  });
});
