/** A JSON value (a schema once TypeBox's symbols are dropped). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function hoist(schema: Json, defs: Record<string, Json>, ids: Set<string>): Json {
  if (Array.isArray(schema)) return schema.map((item) => hoist(item, defs, ids));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && ids.has(value)) out.$ref = `#/$defs/${value}`;
    else if (key === '$id') continue;
    else out[key] = hoist(value, defs, ids);
  }
  const id = schema.$id;
  if (typeof id === 'string') {
    defs[id] = out;
    return { $ref: `#/$defs/${id}` };
  }
  return out;
}

function collectIds(schema: Json, ids: Set<string>): void {
  if (Array.isArray(schema)) schema.forEach((item) => collectIds(item, ids));
  else if (schema !== null && typeof schema === 'object') {
    if (typeof schema.$id === 'string') ids.add(schema.$id);
    Object.values(schema).forEach((value) => collectIds(value, ids));
  }
}

/**
 * Moves every nested schema carrying an `$id` (TypeBox recursive types) into `defs`, and rewrites
 * the `$ref`s that point at it to `#/$defs/<id>`: plain JSON Schema that every editor resolves,
 * and that compiles on the one Ajv beside other schemas sharing the same recursive type.
 */
export function hoistDefinitions(schema: Json): { body: Json; defs: Record<string, Json> } {
  const ids = new Set<string>();
  collectIds(schema, ids);
  const defs: Record<string, Json> = {};
  return { body: hoist(schema, defs, ids), defs };
}

/** A TypeBox schema as one self-contained JSON Schema: no `$id`, recursive types under `$defs`. */
export function selfContainedSchema(schema: object): { [key: string]: Json } {
  const { body, defs } = hoistDefinitions(JSON.parse(JSON.stringify(schema)) as Json);
  const root = body as { [key: string]: Json };
  return Object.keys(defs).length > 0 ? { ...root, $defs: defs } : root;
}
