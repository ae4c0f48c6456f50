import { fileURLToPath } from 'node:url';
import type { TSchema } from '@sinclair/typebox';
import { loadBlockPropSchemas } from '../../schemas/block-props.server.ts';

/** Block type → props schema (`blocks/<type>/<type>.schema.ts`), loaded once when the API starts. */
export const blockPropSchemas: ReadonlyMap<string, TSchema> = await loadBlockPropSchemas(
  fileURLToPath(new URL('../../blocks', import.meta.url)),
);
