import type { Context, Hono } from 'hono';
import type { RouteContract } from '../../../schemas/api/route-contract.ts';
import { contractRoute, type ContractHandler } from '../../http/contract-route.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { loadUser, userOf } from '../../http/auth.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import type { Locale } from '../../../rules/locale.ts';
import { requireShop } from '../../shop/shop-site.ts';

/** What every shop call starts from: the site (which must have a shop), language and user id. */
export interface ShopRequest {
  site: LoadedSite;
  lang: Locale;
  userId: number | null;
}

export async function shopRequest(c: Context): Promise<ShopRequest> {
  const site = requireShop(siteOf(c));
  const lang = langOf(c);
  const user = await loadUser(c);
  return { site, lang, userId: user?.id ?? null };
}

/** The shop's path parameters, declared with the route contracts (schemas/api/shop/shop-params.ts). */
export { CartIdParam, CartParams, IdParam, IdParams } from '../../../schemas/api/shop/shop-params.ts';

/**
 * A shop route from its contract: on a site without a shop it answers 404 before its request is
 * read; `signedIn`: then 401 without a member's session, before the request is read too (as the
 * handlers that called `userOf` first answered).
 */
export function shopRoute<C extends RouteContract>(app: Hono, contract: C, handler: ContractHandler<C>, options: { signedIn?: boolean } = {}): void {
  contractRoute(app, contract, handler, {
    before: async (c) => {
      requireShop(siteOf(c));
      if (options.signedIn) await userOf(c);
    },
  });
}
