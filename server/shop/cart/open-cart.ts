import type { LoadedSite } from '../../config/loaded-site.ts';
import type { ApiContext } from '../../context.ts';
import { attachGuestCart } from './attach-guest-cart.ts';
import { createCart, findCart, findOpenUserCart, storeCartDiscountCode, type CartRow } from './cart-repository.ts';

/**
 * `POST /cart`: the visitor's main cart, in one transaction. A member gets their open cart (a
 * guest cart named by `guestCartId` taken over), a guest the open guest cart named, else a new
 * cart; the discount code wanted is stored (undefined leaves it).
 */
export async function openCart(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  site: LoadedSite,
  request: { userId: number | null; guestCartId: string | null | undefined; wanted: string | null | undefined },
): Promise<CartRow> {
  const { userId, guestCartId, wanted } = request;
  return ctx.db.transaction().execute(async (trx) => {
    let found: CartRow | undefined;
    if (userId !== null) {
      const id = guestCartId ? await attachGuestCart({ db: trx, now: ctx.now }, site.idSite, guestCartId, userId) : null;
      found = id ? await findCart(trx, site.idSite, id) : await findOpenUserCart(trx, site.idSite, userId);
    } else if (guestCartId) {
      const guest = await findCart(trx, site.idSite, guestCartId);
      if (guest && guest.userId === null && guest.status === 'OPEN') found = guest;
    }
    if (!found) return createCart(trx, { idSite: site.idSite, userId, discountCode: wanted ?? null, now: ctx.now() });
    return storeCartDiscountCode(trx, found, wanted);
  });
}
