import type { CustomizationCost } from './customization-cost.ts';
import { isFrench } from '../locale.ts';
import type { LocaleInput } from '../locale.ts';

/**
 * Customization cost display (§5): '+N%' or '+N€'. Whole amounts show no decimals ('+5€',
 * '+10%'); a euro amount with cents shows 2 decimals ('+2.50€'); a fractional percent shows
 * up to 2 decimals ('+2.5%'). French uses a decimal comma when the locale is given.
 */
export function formatCustomizationCost(cost: CustomizationCost, locale: LocaleInput = 'en'): string {
  if (!Number.isFinite(cost.amount)) {
    throw new RangeError(`A customization cost must be a finite number, got ${String(cost.amount)}`);
  }
  const rounded = Math.round(cost.amount * 100) / 100;
  let number: string;
  if (Number.isInteger(rounded)) number = String(rounded);
  else if (cost.costType === 'EURO') number = rounded.toFixed(2);
  else number = String(rounded);
  if (isFrench(locale)) number = number.replace('.', ',');
  if (cost.costType === 'PERCENT') return `+${number}%`;
  if (cost.costType === 'EURO') return `+${number}€`;
  throw new RangeError(`Unknown cost type "${String(cost.costType)}": expected "EURO" or "PERCENT"`);
}
