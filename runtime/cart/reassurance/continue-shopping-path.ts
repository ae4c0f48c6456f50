import { stripLocalePrefix, withLocalePrefix } from '../../../rules/locale-path.ts';
import type { Locale } from '../../../rules/locale.ts';
import { sameSitePath } from '../../../rules/web/same-site-path.ts';

/** Pages that are not shopping: going "back" to them from the cart would loop or lead nowhere. */
const NOT_SHOPPING = /^\/(?:cart|order|auth|account)(?:[/?#]|$)/;

/**
 * Where "Continue shopping" leads: the page of this site the visitor came from (`referrer`, a full
 * URL, compared with `origin`) when it was a shopping page, else the home page in the page's language.
 */
export function continueShoppingPath(referrer: string, origin: string, locale: Locale): string {
  const home = withLocalePrefix('/', locale);
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return home;
  }
  if (url.origin !== origin) return home;
  const path = sameSitePath(`${url.pathname}${url.search}`);
  return path && !NOT_SHOPPING.test(stripLocalePrefix(url.pathname)) ? path : home;
}
