import { legalTextKeys } from '../../../rules/text/legal-text-keys.ts';
import type { ServedParameter } from '../../../schemas/api/site.ts';

/** The long legal texts: sent to the browser only with the pages whose blocks show them. */
export const LEGAL_PARAMETER_KEYS: ReadonlySet<string> = new Set(legalTextKeys);

/** Block types that read the legal texts from the site data. */
export const LEGAL_BLOCK_TYPES: ReadonlySet<string> = new Set(['legal-text']);

export interface SplitParameters {
  common: ServedParameter[];
  legal: ServedParameter[];
}

const splits = new WeakMap<readonly ServedParameter[], SplitParameters>();

/** Parameters without / with only the legal texts; computed once per parameters version. */
export function splitLegalParameters(parameters: readonly ServedParameter[]): SplitParameters {
  let split = splits.get(parameters);
  if (!split) {
    split = {
      common: parameters.filter((parameter) => !LEGAL_PARAMETER_KEYS.has(parameter.type)),
      legal: parameters.filter((parameter) => LEGAL_PARAMETER_KEYS.has(parameter.type)),
    };
    splits.set(parameters, split);
  }
  return split;
}

export function needsLegalParameters(blockTypes: readonly string[]): boolean {
  return blockTypes.some((type) => LEGAL_BLOCK_TYPES.has(type));
}
