import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BlockDoc } from '../../schemas/blocks/block-docs.ts';
import { docCommentOf } from '../../schemas/blocks/block-docs.ts';
import { loadBlockServerPart } from './block-server-parts.server.ts';

const blocksDir = new URL('../../blocks/', import.meta.url);

/**
 * The props schema of each block type, from its server part (`defineBlockServer(xBlock, { … })`
 * takes it from the declaration, `blocks/<type>/<type>.block.ts`); its description is the
 * schema's `description` or the doc comment above the constant of the declaration that holds it. Throws
 * when a block has no server part or its server part has no schema.
 */
export async function loadBlockSchemas(types: readonly string[]): Promise<BlockDoc[]> {
  const out: BlockDoc[] = [];
  for (const type of types) {
    const schema = (await loadBlockServerPart(type)).schema;
    let description = typeof schema.description === 'string' ? schema.description : '';
    if (!description) {
      const file = fileURLToPath(new URL(`${type}/${type}.block.ts`, blocksDir));
      const module = (await import(new URL(`${type}/${type}.block.ts`, blocksDir).href)) as Record<string, unknown>;
      const name = Object.keys(module).find((key) => key !== 'default' && module[key] === schema);
      if (name) description = docCommentOf(readFileSync(file, 'utf8'), name);
    }
    out.push({ type, schema, description });
  }
  return out;
}
