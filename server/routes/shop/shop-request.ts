import type { Context } from 'hono';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { loadUser } from '../../http/auth.ts';
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
