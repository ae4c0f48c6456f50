import { lookupByKey } from '../lookup-by-key.ts';

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

/** One of a declination's `variation1..3` (§3): its variation's labels and this declination's value. */
export interface DeclinationVariation {
  idVariation: number | null;
  id: number | null;
  label: string;
  displayLabel: string | null;
  value: string;
}

/**
 * A declination, in either shape: the catalogue's references `variations: [{ idVariation, id }]`
 * (looked up in the variations by id), or plain values `variation1..3` matched by position with
 * the labels (a served declination's `variation1..3` already carry theirs).
 */
export interface DeclinationValues {
  variations?: ReadonlyArray<{ idVariation: number; id: number }> | null;
  variation1?: string | number | DeclinationVariation | null;
  variation2?: string | number | DeclinationVariation | null;
  variation3?: string | number | DeclinationVariation | null;
}

export type DeclinationVariations = [DeclinationVariation | null, DeclinationVariation | null, DeclinationVariation | null];

const KEYS = ['variation1', 'variation2', 'variation3'] as const;
const MAX_VARIATIONS = 3;

function slot(variation: VariationLabel | null | undefined, value: string | number | null | undefined, id: number | null): DeclinationVariation | null {
  if (!variation || value === null || value === undefined || String(value).trim() === '') return null;
  const label = variation.label.trim();
  const displayLabel = variation.displayLabel?.trim() || null;
  if (label === '' && displayLabel === null) return null;
  return { idVariation: variation.id ?? null, id, label, displayLabel, value: String(value).trim() };
}

function isServed(value: unknown): value is DeclinationVariation {
  return value !== null && typeof value === 'object' && typeof (value as DeclinationVariation).label === 'string';
}

/**
 * A declination's `variation1..3` (§3): for each of up to three variations, its label, display
 * label and this declination's value, or null. Null or unknown variations and empty values give
 * null; an unknown variation id is logged through `logError` (§8, `lookupByKey`).
 */
export function declinationVariations(
  declination: DeclinationValues,
  variationLabels: ReadonlyArray<VariationLabel | null | undefined>,
  logError: (message: string) => void = (message) => console.error(message),
): DeclinationVariations {
  if (declination === null || typeof declination !== 'object') {
    throw new TypeError('declinationVariations expects a declination object');
  }
  const slots: DeclinationVariations = [null, null, null];
  if (Array.isArray(declination.variations)) {
    const known = variationLabels.filter((v): v is VariationLabel => v != null);
    const variationOf = lookupByKey(known, (v) => v.id, 'declination name: variations', logError);
    declination.variations.slice(0, MAX_VARIATIONS).forEach((ref, index) => {
      const variation = variationOf(ref.idVariation);
      slots[index] = slot(variation, variation?.values?.find((v) => v.id === ref.id)?.value, ref.id);
    });
  } else {
    KEYS.forEach((key, index) => {
      const value = declination[key];
      slots[index] = isServed(value) ? slot({ id: value.idVariation ?? undefined, label: value.label, displayLabel: value.displayLabel }, value.value, value.id) : slot(variationLabels[index], value, null);
    });
  }
  return slots;
}
