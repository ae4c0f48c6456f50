import type { BlockLibrary } from '../../blocks/block-library.ts';
import { whenAwake } from './use-shell-awake.ts';

const loads = new Map<string, Promise<void>>();

/** The code of late block type `type`, loaded once the page wakes (one load per type; LateBlock waits for it). */
export function lateBlockCode(library: Pick<BlockLibrary, 'load'>, type: string): Promise<void> {
  let load = loads.get(type);
  if (!load) {
    load = whenAwake().then(() => library.load([type]));
    loads.set(type, load);
  }
  return load;
}
