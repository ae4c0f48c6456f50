import { blockFields } from '../../schemas/blocks/block-fields.ts';
import type { BlockField } from '../../schemas/blocks/block-fields.ts';
import { loadBlockServerPart } from './block-server-parts.server.ts';

/**
 * The field tree of one block type's form (schemas/blocks/block-fields.ts), from its server
 * part's props schema: what the editor's API hands the browser, which cannot import the server
 * parts. Throws on an unknown type, or a schema without what its form needs.
 */
export async function loadBlockFields(type: string): Promise<BlockField[]> {
  return blockFields((await loadBlockServerPart(type)).schema);
}
