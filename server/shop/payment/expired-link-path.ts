import type { Locale } from '../../../rules/locale.ts';
import { withLocalePrefix } from '../../../rules/locale-path.ts';

/**
 * Where a return link that is expired or not ours sends the visitor (issue 32, item 5): the
 * shop's result page without an order, in the link's language, which asks them to sign in or
 * to open the link from their mail. Never the cart id, nor anything of the order.
 */
export function expiredLinkPath(lang: Locale): string {
  return withLocalePrefix(`/order/cawl/result?link=expired`, lang);
}
