import type { TSchema } from '@sinclair/typebox';
import { localizedTextDefinition, withBlockProps } from './blocks/block-props-json-schema.ts';
import { documentKindNames, documentKinds } from './validation/document-kinds.ts';
import type { DocumentKindName } from './validation/document-kinds.ts';
import { expectedSchemaRef } from './validation/schema-ref.ts';
import { hoistDefinitions, type Json } from './validation/hoist-definitions.ts';
import { withSpecImageSpelling } from './validation/spec-image-json.ts';

/** Base of the `$id` of every emitted schema. */
export const schemaIdBase = 'https://vitrine.dev/schemas/json/';
const draft = 'https://json-schema.org/draft/2020-12/schema';

/**
 * A document schema without examples of its own gets one when every property it requires past
 * the header is a list: the smallest valid document, lists empty, `$schema` at its path.
 */
function withExamples(kind: DocumentKindName, schema: Record<string, Json>): Record<string, Json> {
  if (Array.isArray(schema.examples)) return schema;
  const properties = (schema.properties ?? {}) as Record<string, Record<string, Json>>;
  const required = ((schema.required ?? []) as string[]).filter((key) => key !== '$schema' && key !== 'schemaVersion');
  if (!required.every((key) => properties[key]?.type === 'array')) return schema;
  const example: Record<string, Json> = { $schema: expectedSchemaRef(documentKinds[kind].match, kind), schemaVersion: 1 };
  for (const key of required) example[key] = [];
  return { ...schema, examples: [example] };
}

/** Block type → props schema (after Localized resolution): the blocks' server parts, read by scripts/emit-schemas.ts. */
export type BlockPropsSchemas = ReadonlyMap<string, TSchema>;

/**
 * The standalone JSON Schema (2020-12) of a kind, with `$id`, title, description and examples.
 * The component schema also checks each block's props by its `type` (see withBlockProps).
 */
export function toJsonSchema(kind: DocumentKindName, blocks: BlockPropsSchemas): Record<string, Json> {
  const plain = withExamples(kind, JSON.parse(JSON.stringify(documentKinds[kind].schema)) as Record<string, Json>);
  const hoisted = hoistDefinitions(plain);
  const { defs } = hoisted;
  const body = hoisted.body as Record<string, Json>;
  if (kind === 'component' && defs.VitrineBlock) {
    defs.VitrineBlock = withBlockProps(defs.VitrineBlock as Record<string, Json>, blocks, '#/$defs/LocalizedText');
    defs.LocalizedText = localizedTextDefinition;
  }
  const head = { $schema: draft, $id: `${schemaIdBase}${kind}.schema.json` };
  return withSpecImageSpelling(Object.keys(defs).length > 0 ? { ...head, ...body, $defs: defs } : { ...head, ...body }) as Record<string, Json>;
}

/** File name → content of every emitted schema (`schemas/json/<kind>.schema.json`). */
export function emittedSchemaFiles(blocks: BlockPropsSchemas): Map<string, string> {
  const files = new Map<string, string>();
  for (const kind of documentKindNames) {
    files.set(`${kind}.schema.json`, `${JSON.stringify(toJsonSchema(kind, blocks), null, 2)}\n`);
  }
  return files;
}

/** The `json.schemas` entries of .vscode/settings.json: site-configs paths → emitted schemas. */
export function vscodeJsonSchemas(): { fileMatch: string[]; url: string }[] {
  return documentKindNames.map((kind) => ({
    fileMatch: [`site-configs/*/${documentKinds[kind].match}`],
    url: `./schemas/json/${kind}.schema.json`,
  }));
}
