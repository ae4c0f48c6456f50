import type { FieldConstraints } from '../../../../schemas/blocks/block-fields.ts';
import { M } from './form-messages.ts';
import type { Lang } from '../../../../rules/locale.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';

/**
 * What the form sees wrong in a number as the owner types, by the schema's limits, in the admin's
 * language (the validator says it again on save); undefined when nothing is.
 */
export function numberProblem(value: unknown, constraints: FieldConstraints, lang: Lang): string | undefined {
  if (typeof value !== 'number') return undefined;
  const { minimum: min, maximum: max, multipleOf } = constraints;
  const out = (min !== undefined && value < min) || (max !== undefined && value > max);
  if (out) {
    if (min !== undefined && max !== undefined) return fillPlaceholders(M.between[lang], { min, max });
    if (min !== undefined) return fillPlaceholders(M.atLeast[lang], { min });
    return fillPlaceholders(M.atMost[lang], { max: String(max) });
  }
  if (multipleOf === 1 && !Number.isInteger(value)) return M.wholeNumber[lang];
  return undefined;
}
