import type { BlockSet } from '../runtime/web/blocks/block-library.ts';
import { lateBlockTypes, staticBlockTypes } from '../blocks/block-list.ts';

/**
 * The site blocks of `blocks/`, as the block set the runtime renders from. The registry (a lazy
 * import per block type) is a chunk of its own: a first page whose blocks all keep their server
 * HTML never downloads it.
 */
export const blockSet: BlockSet = {
  staticTypes: staticBlockTypes,
  lateTypes: lateBlockTypes,
  async load(type) {
    const { loadBlockDefinition } = await import('../blocks/registry.ts');
    return loadBlockDefinition(type);
  },
};
