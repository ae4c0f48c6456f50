import type { CustomizationCost } from './customization-cost.ts';
import { isFrench } from '../locale.ts';
import { toCents } from './pricing/money.ts';
import type { Locale } from '../locale.ts';

/**
 * Customization cost display (§5): '+N%' or '+N€'. Whole amounts show no decimals ('+5€',
 * '+10%'); a euro amount with cents shows 2 decimals ('+2.50€'); a fractional percent shows
 * up to 2 decimals ('+2.5%'). French uses a decimal comma when the locale is given.
 */
export function formatCustomizationCost(cost: CustomizationCost, locale: Locale = 'en'): string {
  if (!Number.isFinite(cost.amount)) {
    throw new RangeError(`A customization cost must be a finite number, got ${String(cost.amount)}`);
  }
  // Read to the hundredth as the price is charged (`toCents`: 1.005 € is 1.01 €, not the float 1.00).
  const hundredths = toCents(cost.amount);
  let number: string;
  if (hundredths % 100 === 0) number = String(hundredths / 100);
  else if (cost.costType === 'EURO') number = (hundredths / 100).toFixed(2);
  else number = String(hundredths / 100);
  if (isFrench(locale)) number = number.replace('.', ',');
  if (cost.costType === 'PERCENT') return `+${number}%`;
  if (cost.costType === 'EURO') return `+${number}€`;
  throw new RangeError(`Unknown cost type "${String(cost.costType)}": expected "EURO" or "PERCENT"`);
}
