import { createBlockLibrary } from '../../runtime/web/blocks/block-library.ts';
import { blockSet } from '../block-set.ts';

/** The server's one block library: every request renders from the definitions loaded so far. */
export const serverBlockLibrary = createBlockLibrary(blockSet);
