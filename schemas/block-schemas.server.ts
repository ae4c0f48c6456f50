import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TSchema } from '@sinclair/typebox';
import type { BlockDoc } from './block-docs.ts';

/** `card-grid` → `CardGrid`. */
export const pascalCase = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** The doc comment written just above `export const <Name>` in `source`, as one line. */
export function docCommentOf(source: string, name: string): string {
  const at = source.indexOf(`export const ${name}`);
  if (at < 0) return '';
  const match = /\/\*\*([\s\S]*?)\*\/\s*$/.exec(source.slice(0, at));
  if (!match) return '';
  return (match[1] ?? '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
}

/**
 * The props schema of each block type: `blocks/<type>/<type>.schema.ts`, export
 * `<PascalType>Schema`; its description is the schema's `description` or the doc comment above
 * the export. Throws when a block has no schema file or export.
 */
export async function loadBlockSchemas(blocksDir: string, types: readonly string[]): Promise<BlockDoc[]> {
  const out: BlockDoc[] = [];
  for (const type of types) {
    const file = join(blocksDir, type, `${type}.schema.ts`);
    const name = `${pascalCase(type)}Schema`;
    if (!existsSync(file)) throw new Error(`block "${type}" has no schema file ${file}`);
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const schema = module[name] as TSchema | undefined;
    if (!schema) throw new Error(`${file} does not export ${name}`);
    const description = typeof schema.description === 'string' ? schema.description : docCommentOf(readFileSync(file, 'utf8'), name);
    out.push({ type, schema, description });
  }
  return out;
}
