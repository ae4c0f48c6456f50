import type { TSchema } from '@sinclair/typebox';
import { blockServerRegistry } from '../../blocks/registry.server.ts';
import type { BlockServerDefinition } from '../../runtime/engine/blocks/define-block-server.ts';
import type { SlotRule } from '../../schemas/site-checks/block-slots.ts';

const loaded = new Map<string, BlockServerDefinition>();

/** The block types, the keys of blocks/registry.server.ts (the same as blocks/registry.ts). */
export function serverBlockTypes(): string[] {
  return Object.keys(blockServerRegistry);
}

function isServerBlockType(type: string): type is keyof typeof blockServerRegistry {
  return Object.prototype.hasOwnProperty.call(blockServerRegistry, type);
}

/**
 * The server part a block module exports: its default export, `defineBlockServer({ schema, … })`.
 * Throws, naming the file, when there is no default export or it has no schema.
 */
export function serverPartOf(type: string, module: Record<string, unknown>): BlockServerDefinition {
  const part = module.default as Partial<BlockServerDefinition> | undefined;
  const file = `blocks/${type}/${type}.server.ts`;
  if (typeof part !== 'object' || part === null) {
    throw new Error(`${file} has no default export: write \`export default defineBlockServer({ schema, … })\``);
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
  if (!isServerBlockType(type)) throw new Error(`unknown block type "${type}": it has no entry in blocks/registry.server.ts`);
  const part = serverPartOf(type, (await blockServerRegistry[type]()) as Record<string, unknown>);
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
  if (!isServerBlockType(type)) return undefined;
  return (await loadBlockServerPart(type)).action;
}

/** Block type → the slots it declares (`{}` when none), for every registered block: what the validator checks nested blocks against. */
export async function loadBlockSlotRules(): Promise<Map<string, Record<string, SlotRule>>> {
  const types = serverBlockTypes();
  const parts = await Promise.all(types.map(loadBlockServerPart));
  return new Map(types.map((type, index) => [type, parts[index]!.slots ?? {}]));
}
