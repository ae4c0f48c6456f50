import type { BlockType } from './block-list.ts';

export { allBlockTypes, isBlockType, type BlockType } from './block-list.ts';

/**
 * The server part of a block type (`blocks/<type>/<type>.server.ts`: props schema, data loader,
 * action, examples), imported lazily; derived from blocks/block-list.ts. Server only: the browser
 * imports `blocks/registry.ts`, so no schema code reaches a page's JavaScript.
 */
export function importBlockServer(type: BlockType): Promise<Record<string, unknown>> {
  return import(`./${type}/${type}.server.ts`) as Promise<Record<string, unknown>>;
}
