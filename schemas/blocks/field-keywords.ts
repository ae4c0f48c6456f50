import type { KeywordDefinition } from 'ajv';

/**
 * The widgets an editor's form renders a block prop with (decision 0050):
 * - `localized-text`: a line of text, French and English side by side;
 * - `localized-html`: rich text limited to what the sanitizer keeps, French and English;
 * - `text`: a plain word or code that is not translated (a route, a form id, a product kind);
 * - `image`: a picture of the site (`src`, `alt`, `width`, `height`);
 * - `media`: the path of a file of the site's media, inside an image;
 * - `link`: a page of the site (picker) or an address; `page`: a page of the site only;
 * - `product`: a product of the catalogue; `choice`: one of a few values, each with its labels;
 * - `number`, `switch`, `color`, `date`; `list` (items added, removed, reordered); `group` (an
 *   object's props together); `raw`: a JSON editor, only for a schema that allows anything.
 */
export const WIDGETS = [
  'localized-text',
  'localized-html',
  'text',
  'image',
  'media',
  'link',
  'page',
  'product',
  'choice',
  'number',
  'switch',
  'color',
  'date',
  'list',
  'group',
  'raw',
] as const;
export type Widget = (typeof WIDGETS)[number];

/** The JSON type each widget edits (`choice` edits literals of any type, `raw` anything). */
export const WIDGET_TYPES: Record<Widget, readonly string[] | null> = {
  'localized-text': ['string'],
  'localized-html': ['string'],
  text: ['string'],
  image: ['object'],
  media: ['string'],
  link: ['string'],
  page: ['string'],
  product: ['integer'],
  choice: null,
  number: ['integer', 'number'],
  switch: ['boolean'],
  color: ['string'],
  date: ['string'],
  list: ['array'],
  group: ['object'],
  raw: null,
};

const bilingual = {
  type: 'object',
  properties: { fr: { type: 'string', minLength: 1 }, en: { type: 'string', minLength: 1 } },
  required: ['fr', 'en'],
  additionalProperties: false,
};

/**
 * The annotations a block prop schema carries for the editor's forms, declared to the one Ajv
 * (strict mode refuses an unknown keyword) with the shape of their value, so a misspelt language
 * or widget fails when the schema is compiled:
 * `x-label` and `x-help` ({ fr, en }), `x-widget` (one of WIDGETS) and `x-choices` (a label
 * { fr, en } for each value of an enum).
 */
export const fieldKeywords: KeywordDefinition[] = [
  { keyword: 'x-label', metaSchema: bilingual },
  { keyword: 'x-help', metaSchema: bilingual },
  { keyword: 'x-widget', metaSchema: { enum: [...WIDGETS] } },
  { keyword: 'x-choices', metaSchema: { type: 'object', additionalProperties: bilingual, minProperties: 1 } },
];
