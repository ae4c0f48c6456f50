import { compileBlockPropsValidators } from '../../schemas/validation/block-props.server.ts';
import type { BlockPropsValidators } from '../../schemas/validation/block-props.server.ts';
import { loadBlockPropsSchemas } from './block-server-parts.server.ts';

/** A compiled props validator for every registered block, from the schemas of their server parts. */
export async function loadBlockPropsValidators(): Promise<BlockPropsValidators> {
  return compileBlockPropsValidators(await loadBlockPropsSchemas());
}
