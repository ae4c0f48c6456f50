import type { BlockChecks } from '../../schemas/check-site-file.ts';
import { loadBlockPropsValidators } from './block-props-validators.server.ts';
import { serverBlockTypes } from './block-server-parts.server.ts';

let checks: Promise<Required<BlockChecks>> | null = null;

/**
 * The props validators and the registered types of Vitrine's blocks (loaded once), as the
 * configuration store and `validate` take them. The API (server/) does not import blocks: its
 * entry points (scripts/api.ts, the web server) hand these checks to `createContext`.
 */
export function loadBlockChecks(): Promise<Required<BlockChecks>> {
  checks ??= loadBlockPropsValidators().then((blocks) => ({ blocks, blockTypes: serverBlockTypes() }));
  return checks;
}
