import { isFrench, type Locale } from '../locale.ts';
import { labelled } from '../text/labelled.ts';
import { declinationVariations } from './declination-variations.ts';
import type { DeclinationValues, DeclinationVariation, VariationLabel } from './declination-variations.ts';

export type { DeclinationValues, DeclinationVariation, VariationLabel };

/**
 * The detailed declination name (§3): '{variation label} : {declination value}' for each of up
 * to three variations (the declination's `variation1..3`), joined by ' - ', e.g.
 * 'Millésime : 2019 - Contenance : 75 cl'. In English (decision 0058) the colon takes no space
 * and the parts are joined by ' · ': 'Vintage: 2024 · Bottle size: 75 cl'. The display label wins
 * over the label; null or unknown variations and empty values are skipped, an unknown variation
 * id logged through `logError` (§8, `lookupByKey`).
 */
export function declinationName(
  declination: DeclinationValues,
  variationLabels: ReadonlyArray<VariationLabel | null | undefined>,
  logError: (message: string) => void = (message) => console.error(message),
  locale: Locale = 'fr_FR',
): string {
  if (declination === null || typeof declination !== 'object') {
    throw new TypeError('declinationName expects a declination object');
  }
  return declinationVariations(declination, variationLabels, logError)
    .filter((one): one is DeclinationVariation => one !== null)
    .map((one) => labelled(one.displayLabel ?? one.label, one.value, locale))
    .join(isFrench(locale) ? ' - ' : ' · ');
}
