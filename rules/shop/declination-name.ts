import { lookupByKey } from '../lookup-by-key.ts';
import { isFrench, type LocaleInput } from '../locale.ts';
import { labelled } from '../text/labelled.ts';

/**
 * A product variation (§3) as served by GET /variation (Localized values resolved): its label,
 * an optional label shown instead, and its values by id.
 */
export interface VariationLabel {
  id?: number;
  label: string;
  displayLabel?: string | null;
  values?: ReadonlyArray<{ id: number; value: string }>;
}

/**
 * A declination, in either shape: the catalogue's references `variations: [{ idVariation, id }]`
 * (looked up in the variations by id), or plain values `variation1..3` matched by position.
 */
export interface DeclinationValues {
  variations?: ReadonlyArray<{ idVariation: number; id: number }> | null;
  variation1?: string | number | null;
  variation2?: string | number | null;
  variation3?: string | number | null;
}

const KEYS = ['variation1', 'variation2', 'variation3'] as const;
const MAX_VARIATIONS = 3;

function pair(variation: VariationLabel | null | undefined, value: string | number | null | undefined, locale: LocaleInput): string | null {
  if (!variation || value === null || value === undefined || String(value).trim() === '') return null;
  const label = variation.displayLabel?.trim() || variation.label.trim();
  return label === '' ? null : labelled(label, String(value).trim(), locale);
}

/**
 * The detailed declination name (§3): '{variation label} : {declination value}' for each of up
 * to three variations, joined by ' - ', e.g. 'Millésime : 2019 - Contenance : 75 cl'. In English
 * (decision 0058) the colon takes no space and the parts are joined by ' · ': 'Vintage: 2024 ·
 * Bottle size: 75 cl'. The display label wins over the label; null or unknown variations and
 * empty values are skipped, an unknown variation id logged through `logError` (§8, `lookupByKey`).
 */
export function declinationName(
  declination: DeclinationValues,
  variationLabels: ReadonlyArray<VariationLabel | null | undefined>,
  logError: (message: string) => void = (message) => console.error(message),
  locale: LocaleInput = 'fr_FR',
): string {
  if (declination === null || typeof declination !== 'object') {
    throw new TypeError('declinationName expects a declination object');
  }
  const parts: (string | null)[] = [];
  if (Array.isArray(declination.variations)) {
    const known = variationLabels.filter((v): v is VariationLabel => v != null);
    const variationOf = lookupByKey(known, (v) => v.id, 'declination name: variations', logError);
    for (const ref of declination.variations.slice(0, MAX_VARIATIONS)) {
      const variation = variationOf(ref.idVariation);
      parts.push(pair(variation, variation?.values?.find((v) => v.id === ref.id)?.value, locale));
    }
  } else {
    KEYS.forEach((key, index) => parts.push(pair(variationLabels[index], declination[key], locale)));
  }
  return parts.filter((part): part is string => part !== null).join(isFrench(locale) ? ' - ' : ' · ');
}
