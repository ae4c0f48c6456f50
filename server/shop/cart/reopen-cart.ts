import type { LoadedSite } from '../../config/loaded-site.ts';
import type { ApiContext } from '../../context.ts';
import { attachGuestCart } from './attach-guest-cart.ts';
import { findCart, requireOpenCart, storeCartDiscountCode, type CartRow } from './cart-repository.ts';

/**
 * `POST /cart/{cartId}` on an open cart, in one transaction: a member who logged in takes the
 * guest cart over; the discount code wanted is stored (undefined leaves it).
 */
export async function reopenCart(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  site: LoadedSite,
  request: { cartId: string; userId: number | null; wanted: string | null | undefined },
): Promise<CartRow> {
  const { cartId, userId, wanted } = request;
  return ctx.db.transaction().execute(async (trx) => {
    let found = await requireOpenCart(trx, site.idSite, cartId, userId);
    if (userId !== null && found.userId === null) {
      const id = await attachGuestCart({ db: trx, now: ctx.now }, site.idSite, cartId, userId);
      found = (id ? await findCart(trx, site.idSite, id) : undefined) ?? found;
    }
    return storeCartDiscountCode(trx, found, wanted);
  });
}
