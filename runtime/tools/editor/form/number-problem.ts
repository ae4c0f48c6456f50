import type { FieldConstraints } from '../../../../schemas/blocks/block-fields.ts';
import { M } from './form-messages.ts';
import type { Lang } from '../../../../rules/locale.ts';

/**
 * What the form sees wrong in a number as the owner types, by the schema's limits, in the admin's
 * language (the validator says it again on save); undefined when nothing is.
 */
export function numberProblem(value: unknown, constraints: FieldConstraints, lang: Lang): string | undefined {
  if (typeof value !== 'number') return undefined;
  const { minimum: min, maximum: max, multipleOf } = constraints;
  const out = (min !== undefined && value < min) || (max !== undefined && value > max);
  if (out) {
    if (min !== undefined && max !== undefined) return M.between[lang].replace('{min}', String(min)).replace('{max}', String(max));
    if (min !== undefined) return M.atLeast[lang].replace('{min}', String(min));
    return M.atMost[lang].replace('{max}', String(max));
  }
  if (multipleOf === 1 && !Number.isInteger(value)) return M.wholeNumber[lang];
  return undefined;
}
