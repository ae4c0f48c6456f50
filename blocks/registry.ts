import type { AnyBlockDefinition } from '../runtime/index.ts';
import { isBlockType, type BlockType } from './block-list.ts';

export { allBlockTypes, isBlockType, type BlockType } from './block-list.ts';

/**
 * The browser part of a block type (`blocks/<type>/index.ts`: messages, component), imported
 * lazily; derived from blocks/block-list.ts, so a block is listed in no other place. Vite turns
 * the pattern into one chunk per block (a page downloads only the blocks its layout uses) and
 * this file into a chunk of its own; Node reads the same import as it is.
 */
export function importBlock(type: BlockType): Promise<Record<string, unknown>> {
  return import(`./${type}/index.ts`) as Promise<Record<string, unknown>>;
}

/** Source file of each block module, relative to the project root (keys of the Vite manifest). */
export function blockModulePath(type: BlockType): string {
  return `blocks/${type}/index.ts`;
}

/** The browser part a block module exports: its default export, `defineBlock<typeof xBlock>({ messages, component })`. */
export function definitionOf(module: Record<string, unknown>): AnyBlockDefinition {
  const candidate = module.default;
  if (!isDefinition(candidate)) throw new Error('block module has no default export defineBlock({ messages, component })');
  return candidate;
}

function isDefinition(value: unknown): value is AnyBlockDefinition {
  return typeof value === 'object' && value !== null && 'messages' in value && 'component' in value;
}

/** The browser part of a block type, or null for a type that is not in blocks/block-list.ts. */
export async function loadBlockDefinition(type: string): Promise<AnyBlockDefinition | null> {
  if (!isBlockType(type)) return null;
  return definitionOf(await importBlock(type));
}
