import type { Widget } from './field-keywords.ts';

type Schema = Record<string, unknown>;

/** The values of an enum, a const or a union of consts; undefined for any other schema. */
export function literalValues(schema: Schema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  if ('const' in schema) return [schema.const];
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union?.length && union.every((s) => 'const' in s)) return union.map((s) => s.const);
  return undefined;
}

/** Keywords that say nothing of what a value may be (annotations): a schema of only these allows anything. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', 'x-label', 'x-help', 'x-widget', 'x-choices']);

/**
 * The widget a form renders a prop with: its `x-widget`, else what its type says (a string is
 * text in both languages, HTML when its media type is text/html, a date by its format; a number,
 * a switch, a list, a group, a choice among literals). A string held by a pattern or a format
 * says nothing of its meaning and needs an `x-widget`; a union of schemas too. Only a schema that
 * allows anything falls back to `raw`. Null: no widget can be decided.
 */
export function widgetOf(schema: Schema): Widget | null {
  if (typeof schema['x-widget'] === 'string') return schema['x-widget'] as Widget;
  if (literalValues(schema)) return 'choice';
  switch (schema.type) {
    case 'string':
      if (schema.contentMediaType === 'text/html') return 'localized-html';
      if (schema.format === 'date') return 'date';
      return schema.pattern === undefined && schema.format === undefined ? 'localized-text' : null;
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'switch';
    case 'array':
      return 'list';
    case 'object':
      return schema.properties ? 'group' : null;
    case undefined:
      return Object.keys(schema).every((key) => ANNOTATIONS.has(key)) ? 'raw' : null;
    default:
      return null;
  }
}
