import { Type } from '@sinclair/typebox';
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

/**
 * Path parameter schemas shared by the shop routes. An id must fit the database's 32-bit integer
 * columns (PostgreSQL `integer`), or the query itself would fail.
 */
export const IdParam = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const CartIdParam = Type.String({ minLength: 1, maxLength: 64 });
/** The path parameters `:id` and `:cartId`, as schemas built once (not a new object per request). */
export const IdParams = Type.Object({ id: IdParam });
export const CartParams = Type.Object({ cartId: CartIdParam });
