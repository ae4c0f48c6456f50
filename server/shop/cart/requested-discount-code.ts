import type { Locale } from '../../../rules/locale.ts';
import type { DiscountCodesDocument } from '../../../schemas/shipping/discount-codes.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { siteDocument } from '../catalogue/catalogue.ts';
import { storedDiscountCode } from './stored-discount-code.ts';

/** The code a cart request stores: undefined leaves it, null clears it; an unknown code is refused before any write. */
export function requestedDiscountCode(site: LoadedSite, value: string | null | undefined, lang: Locale): string | null | undefined {
  const rules = siteDocument<DiscountCodesDocument>(site, 'shipping/discount-codes.json')?.discountCodes ?? [];
  return storedDiscountCode(rules, value, lang);
}
