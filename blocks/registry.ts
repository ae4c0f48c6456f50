import type { AnyBlockDefinition } from '../runtime/index.ts';
import type { BlockType } from './block-list.ts';

export type { BlockType } from './block-list.ts';

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

/** A block type is a folder name of blocks/: kebab-case, so nothing can climb out of the folder. */
const TYPE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * The browser part of a block type, or null for a type that has no folder. It does not read
 * blocks/block-list.ts: the browser entry holds that file, and this chunk reading its whole list
 * would pull every type's name into the entry; the import itself knows the folders (Vite's
 * pattern map in the browser, the disk on the server).
 */
export async function loadBlockDefinition(type: string): Promise<AnyBlockDefinition | null> {
  if (!TYPE_NAME.test(type)) return null;
  try {
    return definitionOf(await importBlock(type as BlockType));
  } catch (error) {
    if (isMissingModule(error)) return null;
    throw error;
  }
}

/** The import of a type without a folder: Vite's pattern map has no entry for it, or Node finds no file. */
function isMissingModule(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('Unknown variable dynamic import') || (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND';
}
