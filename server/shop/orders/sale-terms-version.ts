import { createHash } from 'node:crypto';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { parameterValue } from '../shop-site.ts';

/**
 * The version of the terms of sale a customer is shown in `lang`: the sha256 (hex) of the site's
 * SALE_TERMS text in that language, as the /sale-terms page renders it. Recorded with the order
 * that accepted them, so a later edit of the text shows which one was accepted.
 */
export function saleTermsVersion(site: LoadedSite, lang: Locale): string {
  const text = resolveLocalized(parameterValue(site, 'SALE_TERMS'), lang);
  return createHash('sha256').update(typeof text === 'string' ? text : JSON.stringify(text ?? '')).digest('hex');
}
