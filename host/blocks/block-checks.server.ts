import { compileBlockPropsValidators } from '../../schemas/blocks/block-props.server.ts';
import type { StoreBlockChecks } from '../../schemas/validation/check-site-file.ts';
import { loadBlockPropsSchemas, serverBlockTypes } from './block-server-parts.server.ts';

let checks: Promise<StoreBlockChecks> | null = null;

/**
 * The props validators, registered types and props schemas of Vitrine's blocks (loaded once), as the
 * configuration store and `validate` take them. The API (server/) does not import blocks: its
 * entry points (scripts/api.ts, the web server) hand these checks to `createContext`.
 */
export function loadBlockChecks(): Promise<StoreBlockChecks> {
  checks ??= loadBlockPropsSchemas().then((schemas) => ({ blocks: compileBlockPropsValidators(schemas), blockTypes: serverBlockTypes(), schemas }));
  return checks;
}
