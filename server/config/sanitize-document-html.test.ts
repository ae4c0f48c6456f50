import { describe, expect, it } from 'vitest';
import { Type, type TSchema } from '@sinclair/typebox';
import { sanitizeDocumentHtml } from './sanitize-document-html.ts';

/** Block props schemas as the blocks' server parts declare them: HTML marked by contentMediaType. */
const blockSchemas = new Map<string, TSchema>([
  ['rich-text', Type.Object({ title: Type.Optional(Type.String()), html: Type.String({ contentMediaType: 'text/html' }) })],
  ['image-text', Type.Object({ html: Type.String({ contentMediaType: 'text/html' }), image: Type.Object({ src: Type.String(), alt: Type.String() }) })],
  ['hero', Type.Object({ title: Type.String() })],
]);

const hostile = '<p onclick="x()">Texte</p><script>alert(1)</script><img src=x onerror=alert(2)>';
const clean = '<p>Texte</p>';

describe('sanitizeDocumentHtml', () => {
  it('cleans the HTML props of blocks by their block schema, nested slots included, in both languages', () => {
    const document = {
      slug: 'home',
      config: {
        title: { fr: 'Accueil <b>', en: 'Home <b>' },
        layout: [
          { type: 'rich-text', props: { title: '<em>t</em>', html: { fr: hostile, en: hostile } } },
          {
            type: 'image-text',
            props: { html: hostile, image: { src: '/media/a.svg', alt: 'a' } },
            slots: { aside: [{ type: 'rich-text', props: { html: hostile } }] },
          },
          { type: 'hero', props: { title: '<script>kept as text, React escapes it</script>' } },
        ],
      },
    };
    const result = sanitizeDocumentHtml('component', document, blockSchemas);
    expect(result.config.layout[0]?.props).toEqual({ title: '<em>t</em>', html: { fr: clean, en: clean } });
    expect(result.config.layout[1]?.props).toMatchObject({ html: clean });
    expect(result.config.layout[1]?.slots?.aside?.[0]?.props).toEqual({ html: clean });
    expect(result.config.layout[2]?.props).toEqual(document.config.layout[2]?.props);
    expect(result.config.title).toEqual(document.config.title);
    expect(document.config.layout[0]?.props.html).toEqual({ fr: hostile, en: hostile });
  });

  it('cleans legal texts, keeps the scripts of END_OF_BODY_HTML apart, and leaves plain texts and CSS alone', () => {
    const document = {
      parameters: [
        { type: 'LEGAL_NOTICE', kind: 'TEXT', label: 'Mentions', value: { fr: `<p>{{companyName}}</p>${hostile}`, en: hostile } },
        { type: 'END_OF_BODY_HTML', kind: 'TEXT', label: 'Fin', value: `${hostile}<script src="https://cdn.example/w.js"></script>` },
        { type: 'GLOBAL_CSS', kind: 'TEXT', label: 'CSS', value: 'p > a { color: red }' },
        { type: 'COMPANY_NAME', kind: 'STRING', label: 'Nom', value: '<b>Autocars</b>' },
      ],
    };
    const result = sanitizeDocumentHtml('parameters', document, blockSchemas);
    expect(result.parameters.map((parameter) => parameter.value)).toEqual([
      { fr: `<p>{{companyName}}</p>${clean}`, en: clean },
      `${clean}<script>alert(1)</script><script src="https://cdn.example/w.js"></script>`,
      'p > a { color: red }',
      '<b>Autocars</b>',
    ]);
  });

  it('cleans the HTML of content, popups, elements and product descriptions, not their titles', () => {
    const news = sanitizeDocumentHtml('news', { news: [{ id: 1, title: { fr: '<i>T</i>', en: 'T' }, html: { fr: hostile, en: hostile } }] }, blockSchemas);
    expect(news.news[0]).toEqual({ id: 1, title: { fr: '<i>T</i>', en: 'T' }, html: { fr: clean, en: clean } });
    const popups = sanitizeDocumentHtml('popups', { popups: [{ id: 1, html: { fr: hostile, en: '<a href="javascript:x()">y</a>' } }] }, blockSchemas);
    expect(popups.popups[0]?.html).toEqual({ fr: clean, en: '<a>y</a>' });
    const elements = sanitizeDocumentHtml('elements', { lists: [{ route: 'autocar', items: [{ id: 1, html: { fr: hostile, en: hostile } }, { id: 2 }] }] }, blockSchemas);
    expect(elements.lists[0]?.items).toEqual([{ id: 1, html: { fr: clean, en: clean } }, { id: 2 }]);
    const products = sanitizeDocumentHtml('products', { products: [{ id: 1, name: { fr: '<b>Vin</b>', en: 'Wine' }, description: { fr: hostile, en: hostile } }] }, blockSchemas);
    expect(products.products[0]).toEqual({ id: 1, name: { fr: '<b>Vin</b>', en: 'Wine' }, description: { fr: clean, en: clean } });
  });
});
