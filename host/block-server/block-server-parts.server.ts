import type { TSchema } from '@sinclair/typebox';
import { allBlockTypes, importBlockServer, isBlockType } from '../../blocks/registry.server.ts';
import type { BlockServerDefinition } from '../../runtime/engine/blocks/define-block-server.ts';
import type { SlotRule } from '../../schemas/site-checks/block-slots.ts';

const loaded = new Map<string, BlockServerDefinition>();

/** The block types, as blocks/block-list.ts lists them. */
export function serverBlockTypes(): string[] {
  return [...allBlockTypes()];
}

/**
 * The server part a block module exports: its default export, `defineBlockServer(xBlock, { … })`.
 * Throws, naming the file, when there is no default export or it has no schema.
 */
export function serverPartOf(type: string, module: Record<string, unknown>): BlockServerDefinition {
  const part = module.default as Partial<BlockServerDefinition> | undefined;
  const file = `blocks/${type}/${type}.server.ts`;
  if (typeof part !== 'object' || part === null) {
    throw new Error(`${file} has no default export: write \`export default defineBlockServer(${type}Block, { … })\``);
  }
  if (typeof part.schema !== 'object' || part.schema === null) {
    throw new Error(`${file}: the default export has no \`schema\` (the TypeBox schema of the block's props)`);
  }
  return part as BlockServerDefinition;
}

/** The server part of one block type (imported once, then cached); throws on an unknown type. */
export async function loadBlockServerPart(type: string): Promise<BlockServerDefinition> {
  const known = loaded.get(type);
  if (known) return known;
  if (!isBlockType(type)) throw new Error(`unknown block type "${type}": it has no entry in blocks/block-list.ts`);
  const part = serverPartOf(type, await importBlockServer(type));
  loaded.set(type, part);
  return part;
}

/** Block type → props schema, for every registered block (registry order). */
export async function loadBlockPropsSchemas(): Promise<Map<string, TSchema>> {
  const types = serverBlockTypes();
  const parts = await Promise.all(types.map(loadBlockServerPart));
  return new Map(types.map((type, index) => [type, parts[index]!.schema]));
}

/** The server action of a block type (answers a no-JavaScript post), or undefined when it takes none. */
export async function blockActionOf(type: string): Promise<BlockServerDefinition['action']> {
  if (!isBlockType(type)) return undefined;
  return (await loadBlockServerPart(type)).action;
}

/** Block type → the slots it declares (`{}` when none), for every registered block: what the validator checks nested blocks against. */
export async function loadBlockSlotRules(): Promise<Map<string, Record<string, SlotRule>>> {
  const types = serverBlockTypes();
  const parts = await Promise.all(types.map(loadBlockServerPart));
  return new Map(types.map((type, index) => [type, parts[index]!.slots ?? {}]));
}
