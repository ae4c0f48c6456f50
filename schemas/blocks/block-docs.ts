import type { TSchema } from '@sinclair/typebox';

/** What the reference needs of one block: its type, its props schema and a one-line description. */
export interface BlockDoc {
  type: string;
  schema: TSchema;
  description: string;
}

/** One row of a props table. */
export interface PropRow {
  name: string;
  type: string;
  required: boolean;
  allowed: string;
  description: string;
}

type Schema = Record<string, unknown>;

const literalsOf = (schema: Schema): unknown[] | undefined => {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  if ('const' in schema) return [schema.const];
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union?.every((s) => 'const' in s)) return union.map((s) => s.const);
  return undefined;
};

/** A short name of a schema's type: `string`, `integer ≥ 1`, `"left" | "right"`, `object[]`. */
export function typeName(schema: Schema): string {
  const literals = literalsOf(schema);
  if (literals) return literals.map((v) => JSON.stringify(v)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map(typeName).join(' | ');
  if (schema.type === 'array') return `${typeName((schema.items ?? {}) as Schema)}[]`;
  const bounds = [
    typeof schema.minimum === 'number' ? `≥ ${schema.minimum}` : '',
    typeof schema.maximum === 'number' ? `≤ ${schema.maximum}` : '',
    typeof schema.minLength === 'number' && schema.minLength > 0 ? 'non-empty' : '',
  ].filter(Boolean);
  return [typeof schema.type === 'string' ? schema.type : 'any', ...bounds].join(' ');
}

/** The English help text an owner reads in the editor (`x-help`), for a prop without a description. */
const helpInEnglish = (schema: Schema): string => {
  const help = schema['x-help'] as { en?: unknown } | undefined;
  return typeof help?.en === 'string' ? help.en : '';
};

/** The rows of a props table: nested objects flattened as `cta.label`, array items as `cards[].title`. */
export function propRows(schema: Schema, prefix = ''): PropRow[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const literals = literalsOf(property);
    const row: PropRow = {
      name,
      type: typeName(property),
      required: required.has(key),
      allowed: literals ? literals.map(String).join(', ') : '',
      description: typeof property.description === 'string' ? property.description : helpInEnglish(property),
    };
    const items = property.type === 'array' ? ((property.items ?? {}) as Schema) : undefined;
    if (property.type === 'object') return [row, ...propRows(property, `${name}.`)];
    if (items?.type === 'object') return [row, ...propRows(items, `${name}[].`)];
    return [row];
  });
}

const cell = (text: string) => (text === '' ? '—' : text.replace(/\|/g, '\\|').replace(/\n/g, ' '));

/** The Markdown of docs/blocks.md for the given blocks, in the given order. */
export function blockDocsMarkdown(blocks: readonly BlockDoc[]): string {
  const lines = [
    '# Blocks',
    '',
    '<!-- Generated from the block declarations (blocks/<type>/<type>.block.ts): run `npx tsx scripts/gen-block-docs.ts`. Do not edit by hand. -->',
    '',
    'A component config (`site-configs/<site>/components/<slug>.json`) lists blocks as',
    '`{ "type": "<type>", "props": { … } }`. Text props are Localized in the file',
    '(`{ "fr": "…", "en": "…" }`); the tables below show the props after resolution. `href` values',
    'are site paths in the page\'s language (`/nous-contacter`, `/en/contact-us`). Editors check and',
    'complete the props of each block by its `type` (`schemas/json/component.schema.json`).',
    '',
    '**Adding a block** is one folder, `blocks/<type>/` (the folder name is the block type), and its',
    'name in one list (decision 0077):',
    '',
    '1. `<type>.block.ts`: the declaration, a leaf the other files import. The TypeBox props schema',
    '   and its type, the type of the data the server part loads, then',
    '   `export const xBlock: BlockDeclaration<typeof XSchema, XData> = { type, schema }` (no data:',
    '   leave out `XData`). Every prop, list item and nested prop carries its label and help for the',
    '   editor\'s form, each as `{ fr, en }`: `...fieldUi(label, help, { widget?, choices? })`',
    '   (decision 0050; `tests/config/block-fields.test.ts` fails on a prop without them).',
    '2. `<Name>.tsx`: the React component, `({ props, data, slots }: BlockProps<XProps, XData>)`; it',
    '   imports the runtime only from `runtime/index.ts`, and the declaration\'s types with `import type`.',
    '3. `index.ts`: the browser part, `export default defineBlock<typeof xBlock>({ messages: { fr, en },',
    '   component })`, the declaration imported with `import type`, so no schema code reaches a page.',
    '   A component whose props or data differ from the declaration\'s does not compile.',
    '4. `<type>.server.ts`: the server part, `export default defineBlockServer(xBlock, { load?,',
    '   action?, examples: { fr, en } })`; its loader must return the declared data. It imports the',
    '   runtime only from `runtime/index.server.ts` and `runtime/index.ts`.',
    '5. `blocks/block-list.ts`: the type in `staticBlocks` (no browser behaviour: a first page keeps',
    '   its server HTML, decision 0022), `lateBlocks` (acts only on the visitor\'s input: it hydrates',
    '   once the page wakes, decision 0045) or `eagerBlocks`. The browser and server registries',
    '   (`blocks/registry.ts`, `blocks/registry.server.ts`) and `BlockType` are derived from it.',
    '',
    'Then `npm run emit-schemas` and `npx tsx scripts/gen-block-docs.ts`. The web server refuses to',
    'start, naming what to add, when a folder and the list disagree or a folder lacks one of its',
    'three files. A data loader may sit in its own `load-<type>.ts` beside the server part, and tests',
    'beside the file they test.',
    '',
    ...blocks.map((b) => `- [\`${b.type}\`](#${b.type})`),
  ];
  for (const block of blocks) {
    lines.push('', `## ${block.type}`, '', block.description || '—', '');
    const rows = propRows(block.schema as Schema);
    if (rows.length === 0) {
      lines.push('No props.');
      continue;
    }
    lines.push('| prop | type | required | allowed values | description |', '|---|---|---|---|---|');
    for (const row of rows) {
      lines.push(`| \`${row.name}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.allowed)} | ${cell(row.description)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The doc comment written just above `export const <Name>` in `source`, as one line. */
export function docCommentOf(source: string, name: string): string {
  const at = source.indexOf(`export const ${name}`);
  if (at < 0) return '';
  // The last comment only: its text holds no `*/` (an earlier doc comment above another export is not its).
  const match = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(source.slice(0, at));
  if (!match) return '';
  return (match[1] ?? '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
}
