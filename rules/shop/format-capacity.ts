import { capacityInCentilitres } from './capacity-in-centilitres.ts';
import type { CapacityUnit } from './capacity-in-centilitres.ts';
import { toBcp47 } from '../locale.ts';
import type { Locale } from '../locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  const tag = toBcp47(locale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: false });
    formats.set(tag, format);
  }
  return format;
}

/**
 * Capacity display (§9): under 1 litre 'N cl', otherwise 'N L', with the locale's decimal
 * separator: 37.5 cl → '37,5 cl' (fr) / '37.5 cl' (en); 1.5 L → '1,5 L' / '1.5 L'.
 */
export function formatCapacity(capacity: number, unit: CapacityUnit, locale: Locale): string {
  const centilitres = capacityInCentilitres(capacity, unit);
  const format = numberFormat(locale);
  if (centilitres < 100) return `${format.format(centilitres)} cl`;
  return `${format.format(centilitres / 100)} L`;
}
