import type { AnyBlockDefinition } from './define-block.ts';
import type { Lang } from '../../../rules/locale.ts';

/**
 * The blocks a site can render, as the host hands them in (Puck's `config`): how to load a block
 * type's browser part, and which types have no browser behaviour. The runtime never imports
 * `blocks/`; the host builds this from `blocks/registry.ts` (host/block-set.ts).
 */
export interface BlockSet {
  /** The browser part of a block type (its own chunk), or null for a type the set does not know. */
  load: (type: string) => Promise<AnyBlockDefinition | null>;
  /** Blocks with no browser behaviour: a first page keeps their server HTML (decision 0022). */
  staticTypes: ReadonlySet<string>;
  /** Blocks that act only on the visitor's input: a first page hydrates them once it wakes (decision 0045). */
  lateTypes: ReadonlySet<string>;
}

/** A block set with the definitions loaded so far, read synchronously while rendering. */
export interface BlockLibrary {
  /** Imports the block modules of the given types and keeps their definitions; unknown types are ignored. */
  load: (types: Iterable<string>) => Promise<void>;
  /** The definitions loaded so far, by block type. */
  definitions: ReadonlyMap<string, AnyBlockDefinition>;
  staticTypes: ReadonlySet<string>;
  lateTypes: ReadonlySet<string>;
  /** The UI messages of the given (loaded) block types, in one language. */
  messages: (types: Iterable<string>, lang: Lang) => Record<string, string>;
}

/**
 * A library over a block set. A module that fails to load is logged once and treated as unknown
 * (the renderer then shows it as unknown).
 */
export function createBlockLibrary(set: BlockSet): BlockLibrary {
  const loaded = new Map<string, AnyBlockDefinition>();
  const failed = new Set<string>();
  return {
    definitions: loaded,
    staticTypes: set.staticTypes,
    lateTypes: set.lateTypes,
    async load(types) {
      const asked = [...new Set(types)].filter((type) => !loaded.has(type) && !failed.has(type));
      await Promise.all(
        asked.map(async (type) => {
          try {
            const definition = await set.load(type);
            if (definition) loaded.set(type, definition);
          } catch (error) {
            failed.add(type);
            console.error(`[blocks] block "${type}" could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
    },
    messages(types, lang) {
      const merged: Record<string, string> = {};
      for (const type of types) Object.assign(merged, loaded.get(type)?.messages[lang]);
      return merged;
    },
  };
}
