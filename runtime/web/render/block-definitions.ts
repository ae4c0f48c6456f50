import type { BlockDefinition } from '../blocks/define-block.ts';

// The registry (a lazy import per block type) is a chunk of its own: a first page whose blocks
// all keep their server HTML never downloads it.
const registry = () => import('../../../blocks/registry.ts');

const loaded = new Map<string, BlockDefinition>();
const failed = new Set<string>();

/**
 * Imports the block modules of the given types (each its own chunk) and keeps their definitions,
 * so rendering can read them synchronously. Unknown types are ignored here (the renderer shows
 * them as unknown); a module that fails to load is logged once and treated as unknown.
 */
export async function loadBlockDefinitions(types: Iterable<string>): Promise<void> {
  const asked = [...new Set(types)].filter((type) => !loaded.has(type) && !failed.has(type));
  if (asked.length === 0) return;
  const { blockRegistry, definitionOf, isBlockType } = await registry();
  const wanted = asked.filter(isBlockType);
  await Promise.all(
    wanted.map(async (type) => {
      if (!isBlockType(type)) return;
      try {
        const module = (await blockRegistry[type]()) as Record<string, unknown>;
        loaded.set(type, definitionOf(module));
      } catch (error) {
        failed.add(type);
        console.error(`[blocks] block "${type}" could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

/** The definitions loaded so far, by block type. */
export function loadedBlockDefinitions(): ReadonlyMap<string, BlockDefinition> {
  return loaded;
}

/** The UI messages of the given (loaded) block types, in one language. */
export function blockMessages(types: Iterable<string>, lang: 'fr' | 'en'): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const type of types) Object.assign(merged, loaded.get(type)?.messages[lang]);
  return merged;
}
