import { Type } from '@sinclair/typebox';
import type { Static, TSchema, TProperties, ObjectOptions, SchemaOptions } from '@sinclair/typebox';

/** Translated text in a configuration file: `{ "fr": "…", "en": "…" }`, both required. */
export const Localized = Type.Object(
  {
    fr: Type.String({ description: 'Texte en français' }),
    en: Type.String({ description: 'English text' }),
  },
  {
    additionalProperties: false,
    title: 'Localized text',
    description: 'Translated text: { "fr": "…", "en": "…" }',
    examples: [{ fr: 'Nous contacter', en: 'Contact us' }],
  },
);
export type Localized = Static<typeof Localized>;

/**
 * The annotation that marks a string as HTML (JSON Schema `contentMediaType`). The API sanitizes
 * every value under such a schema once, when the configuration loads (server/config/sanitize-document-html.ts).
 */
export const htmlMediaType = 'text/html';

/** Configured HTML: an allow-list of tags is kept, the rest is removed when the configuration loads. */
export function HtmlString(options: SchemaOptions = {}) {
  return Type.String({ contentMediaType: htmlMediaType, ...options });
}

/** Whether a schema marks its string as HTML. */
export function isHtmlSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as { contentMediaType?: unknown }).contentMediaType === htmlMediaType;
}

/** Translated HTML: `{ "fr": "<p>…</p>", "en": "<p>…</p>" }`, both sanitized when the configuration loads. */
export const LocalizedHtml = Type.Object(
  {
    fr: HtmlString({ description: 'HTML en français (balises autorisées : p, h2–h4, listes, strong, em, liens, tableaux)' }),
    en: HtmlString({ description: 'English HTML (allowed tags: p, h2–h4, lists, strong, em, links, tables)' }),
  },
  {
    additionalProperties: false,
    title: 'Localized HTML',
    description: 'Translated HTML: { "fr": "<p>…</p>", "en": "<p>…</p>" }; scripts, styles and event handlers are removed',
    examples: [{ fr: '<p>Bienvenue à bord</p>', en: '<p>Welcome aboard</p>' }],
  },
);

/** A value that is either a Localized object or `T` as is (a plain value for both languages). */
export function LocalizedOr<T extends TSchema>(schema: T, options: SchemaOptions = {}) {
  return Type.Union([Localized, schema], options);
}

/** A string limited to a list of values, emitted as `{ type: string, enum }` for clear errors. */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * A string limited to a list of values that also accepts other spellings (`{ percent: 'PERCENT' }`,
 * spec §3), rewritten to the listed value by validation (`x-spellings`, schemas/validation/
 * spellings-keyword.ts): the document's type holds the listed values only.
 */
export function SpelledEnum<const T extends readonly string[]>(values: T, spellings: Record<string, T[number]>, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values, ...Object.keys(spellings)], 'x-spellings': spellings, ...options });
}

/** The spec's lower-case `percent` (§3 discounts and customization costs), read as `PERCENT`. */
export const PERCENT_SPELLINGS = { percent: 'PERCENT' } as const;

/** A percent type in an `if`, whichever its spelling (the `if` may run before the rewrite). */
export const IS_PERCENT = { properties: { type: { enum: ['PERCENT', 'percent'] } } } as const;

/** `T` or `null`. */
export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}) {
  return Type.Union([schema, Type.Null()], options);
}

/** A strict object: unknown properties are rejected so typos are caught. */
export function StrictObject<T extends TProperties>(properties: T, options: ObjectOptions = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** A URL slug of one path segment: lower case letters, digits and hyphens. */
export const Slug = Type.String({
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  title: 'Slug',
  description: 'Lower case letters, digits and single hyphens (e.g. "nous-contacter")',
  examples: ['nous-contacter'],
});

/** A slug with its own description. */
export function SlugField(description: string) {
  return Type.String({ pattern: Slug.pattern, title: 'Slug', description, examples: ['home'] });
}

/** A positive integer identifier. */
export const Id = Type.Integer({ minimum: 1, title: 'Identifier' });

/** A calendar date `YYYY-MM-DD`. */
export const IsoDate = Type.String({ format: 'date', title: 'Date', description: 'YYYY-MM-DD', examples: ['2025-06-21'] });

/** A path into the site's `media/` folder, such as `/media/fleet/coach.svg`. */
export const MediaPath = Type.String({
  pattern: '^/media/[^\\s]+\\.[A-Za-z0-9]+$',
  title: 'Media path',
  description: 'Path into the site media folder, e.g. /media/fleet/coach.svg',
  examples: ['/media/fleet/coach.svg'],
});

/**
 * An image of the site: `src` into `media/`, Localized `alt`, intrinsic size in pixels. The spec's
 * spelling `{ name, url, externalPath, width, height }` is accepted too and rewritten to this shape
 * while a document is validated (`x-image`, decision 0061).
 */
export const ImageSchema = StrictObject(
  {
    src: MediaPath,
    alt: Localized,
    width: Type.Integer({ minimum: 1, title: 'Width', description: 'Intrinsic width in pixels' }),
    height: Type.Integer({ minimum: 1, title: 'Height', description: 'Intrinsic height in pixels' }),
  },
  {
    title: 'Image',
    description: 'An image of the site folder with its text alternative and size (or, as the spec spells it, { name, url, externalPath, width, height })',
    'x-image': true,
    examples: [{ src: '/media/fleet/coach.svg', alt: { fr: 'Autocar de tourisme', en: 'Touring coach' }, width: 1600, height: 900 }],
  },
);
export type Image = Static<typeof ImageSchema>;

/** The API envelope around every response. */
export function Envelope<T extends TSchema>(data: T) {
  return StrictObject(
    { success: Type.Boolean(), data, message: Type.String() },
    { title: 'API envelope' },
  );
}
export type EnvelopeOf<T> = { success: boolean; data: T; message: string };

/** Properties every configuration document starts with. */
export const documentHeader = {
  $schema: Type.String({
    description: 'Path to the JSON Schema of this document, for editors',
    examples: ['../../schemas/json/pages.schema.json'],
  }),
  schemaVersion: Type.Integer({
    minimum: 1,
    description: 'Version of the document format (1 today). Older versions are upgraded when the document loads; `npm run validate -- --fix` rewrites them',
    examples: [1],
  }),
};

/** A top-level configuration document: header properties + its own, strict. */
export function DocumentSchema<T extends TProperties>(
  properties: T,
  options: ObjectOptions & { title: string; description: string },
) {
  return StrictObject({ ...documentHeader, ...properties }, options);
}
