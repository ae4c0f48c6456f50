import { isHtmlSchema, isLocalized } from '../../schemas/index.ts';

type Schema = Record<string, unknown>;
type Edit = (html: string) => string;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every sub-schema of `schema` that declares an `$id`, for `$ref` (TypeBox recursive schemas). */
function schemaIds(schema: unknown, ids = new Map<string, Schema>()): Map<string, Schema> {
  if (Array.isArray(schema)) for (const item of schema) schemaIds(item, ids);
  else if (isObject(schema)) {
    if (typeof schema.$id === 'string' && !ids.has(schema.$id)) ids.set(schema.$id, schema);
    for (const value of Object.values(schema)) schemaIds(value, ids);
  }
  return ids;
}

function walk(schema: unknown, value: unknown, edit: Edit, ids: Map<string, Schema>): unknown {
  if (!isObject(schema)) return value;
  // Each step into a recursive schema is a step into the value, so the walk ends with the value.
  if (typeof schema.$ref === 'string') return walk(ids.get(schema.$ref), value, edit, ids);
  if (isHtmlSchema(schema)) {
    if (typeof value === 'string') return edit(value);
    // A block prop written Localized in the file where the block's schema says string.
    if (isLocalized(value)) return { fr: edit(value.fr), en: edit(value.en) };
    return value;
  }
  let out = value;
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) out = walk(branch, out, edit, ids);
  }
  if (Array.isArray(out) && isObject(schema.items)) {
    const items = schema.items;
    out = out.map((item) => walk(items, item, edit, ids));
  }
  if (isObject(out)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
    const copy: Record<string, unknown> = { ...out };
    for (const [key, item] of Object.entries(out)) {
      let next = item;
      if (Object.hasOwn(properties, key)) next = walk(properties[key], next, edit, ids);
      const matching = patterns.filter(([pattern]) => new RegExp(pattern, 'u').test(key));
      for (const [, sub] of matching) next = walk(sub, next, edit, ids);
      if (!Object.hasOwn(properties, key) && matching.length === 0) next = walk(schema.additionalProperties, next, edit, ids);
      copy[key] = next;
    }
    out = copy;
  }
  return out;
}

/**
 * A copy of `value` where every string its JSON Schema marks as HTML (`contentMediaType:
 * "text/html"`, see HtmlString) goes through `edit`; a Localized `{ fr, en }` at such a place has
 * both languages edited. Follows properties, patternProperties, additionalProperties, items,
 * allOf/anyOf/oneOf and `$ref` to an `$id` of the schema. Values the schema does not mark are kept.
 */
export function mapHtmlValues<T>(schema: unknown, value: T, edit: Edit): T {
  return walk(schema, value, edit, schemaIds(schema)) as T;
}
