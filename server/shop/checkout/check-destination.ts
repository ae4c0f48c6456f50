import type { LoadedSite } from '../../config/loaded-site.ts';
import { ApiError } from '../../errors/api-error.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import type { Locale } from '../../../rules/locale.ts';
import { booleanParameter } from '../shop-site.ts';
import { isEuropeanCountry } from './is-european-country.ts';

const M = {
  ONLY_FRANCE: {
    en: 'This shop only delivers in France',
    fr: 'Cette boutique ne livre qu’en France',
  },
  ONLY_EUROPE: {
    en: 'This shop does not deliver to this country ({country}): it ships within Europe only',
    fr: 'Cette boutique ne livre pas dans ce pays ({country}) : elle livre en Europe uniquement',
  },
} as const;

/**
 * Why the shop does not deliver to a country (alpha-3), or null when it does: outside France when
 * ONLY_SELL_IN_FRANCE is on, outside Europe unless SELLS_WORLDWIDE is on (issue 37, row 4).
 */
export function destinationRefusal(site: LoadedSite, country: string): keyof typeof M | null {
  if (booleanParameter(site, 'ONLY_SELL_IN_FRANCE') && country.toUpperCase() !== 'FRA') return 'ONLY_FRANCE';
  if (!booleanParameter(site, 'SELLS_WORLDWIDE') && !isEuropeanCountry(country)) return 'ONLY_EUROPE';
  return null;
}

/** 400, in the request's language and at the `country` field, when the shop does not deliver to the country (alpha-3). */
export function checkDestination(site: LoadedSite, country: string, lang: Locale): void {
  const refusal = destinationRefusal(site, country);
  if (refusal === null) return;
  const values = { country: country.toUpperCase() };
  throw new ApiError(400, M[refusal], { errors: { country: formatMessage(M[refusal], lang, values) } }, values);
}
