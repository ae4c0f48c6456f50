import type { LoadedSite } from '../../config/loaded-site.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { booleanParameter } from '../shop-site.ts';

const ONLY_FRANCE = {
  en: 'This shop only delivers in France',
  fr_FR: 'Cette boutique ne livre qu’en France',
} as const;

/** 400 when ONLY_SELL_IN_FRANCE is on and the country (alpha-3) is not FRA. */
export function checkDestination(site: LoadedSite, country: string, lang: Locale): void {
  if (booleanParameter(site, 'ONLY_SELL_IN_FRANCE') && country.toUpperCase() !== 'FRA') {
    throw new ApiError(400, ONLY_FRANCE[lang]);
  }
}
