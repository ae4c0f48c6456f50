import type { TSchema } from '@sinclair/typebox';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a text prop may hold in a configuration file: a plain string or one per language. */
export const localizedTextDefinition: Json = {
  type: 'object',
  description: 'Localized text: { "fr": "…", "en": "…" }',
  properties: { fr: { type: 'string', description: 'French text' }, en: { type: 'string', description: 'English text' } },
  required: ['fr', 'en'],
  additionalProperties: false,
};

/**
 * A block props schema as written in a configuration file: every string may also be a Localized
 * `{ fr, en }` object (resolved per language before the props are checked against the schema).
 */
export function withLocalizedText(schema: Json, ref: string): Json {
  if (Array.isArray(schema)) return schema.map((item) => withLocalizedText(item, ref));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    // property names, enum/const values and the form annotations (x-label…) are data, not schemas
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, withLocalizedText(property, ref)]));
    } else if (key === 'enum' || key === 'const' || key === 'examples' || key === 'default' || key.startsWith('x-')) out[key] = value;
    else out[key] = withLocalizedText(value, ref);
  }
  if (out.type === 'string') return { anyOf: [out, { $ref: ref }] };
  return out;
}

/**
 * Adds the props schema of each block type to the emitted `VitrineBlock` definition of
 * component.schema.json: `type` becomes one of the block types (editors complete it), and one
 * `if { type } then { props }` rule per block checks and completes the props of that type.
 */
export function withBlockProps(blockDef: Record<string, Json>, blocks: ReadonlyMap<string, TSchema>, localizedRef: string): Record<string, Json> {
  const properties = (blockDef.properties ?? {}) as Record<string, Json>;
  const types = [...blocks.keys()];
  const rules: Json[] = types.map((type) => ({
    if: { properties: { type: { const: type } }, required: ['type'] },
    then: { properties: { props: withLocalizedText(JSON.parse(JSON.stringify(blocks.get(type))) as Json, localizedRef) } },
  }));
  return {
    ...blockDef,
    properties: { ...properties, type: { ...(properties.type as Record<string, Json>), enum: types } },
    allOf: rules,
  };
}
