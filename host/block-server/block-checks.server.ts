import { compileBlockPropsValidators } from '../../schemas/validation/block-props.server.ts';
import type { StoreBlockChecks } from '../../schemas/validation/check-site-file.ts';
import { loadBlockPropsSchemas, loadBlockSlotRules, serverBlockTypes } from './block-server-parts.server.ts';

let checks: Promise<StoreBlockChecks> | null = null;

/**
 * The props validators, registered types, props schemas and slots of Vitrine's blocks (loaded once), as the
 * configuration store and `validate` take them. The API (server/) does not import blocks: its
 * entry points (scripts/api.ts, the web server) hand these checks to `createContext`.
 */
export function loadBlockChecks(): Promise<StoreBlockChecks> {
  checks ??= Promise.all([loadBlockPropsSchemas(), loadBlockSlotRules()]).then(([schemas, slots]) => ({
    blocks: compileBlockPropsValidators(schemas), blockTypes: serverBlockTypes(), schemas, slots,
  }));
  return checks;
}
