import type { ApiContext } from '../../context.ts';
import { findCart, findOpenUserCart, isCartId } from './cart-repository.ts';

/**
 * Gives a guest cart to a member who just logged in, in one transaction, and returns the id of
 * the member's cart. When the member already has an open cart, the guest lines move into it and
 * the guest cart is deleted; otherwise the guest cart becomes the member's. A cart that is not a
 * guest's open cart of that site is left alone (the member's own cart id is returned, or null).
 * A malformed id is treated as an unknown cart (no error), so a login hook may pass any value.
 * Inside a transaction (`ctx.db` a transaction) it joins it; otherwise it opens its own.
 */
export async function attachGuestCart(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  idSite: number,
  cartId: string,
  userId: number,
): Promise<string | null> {
  const inTransaction = <T>(work: (trx: typeof ctx.db) => Promise<T>): Promise<T> =>
    ctx.db.isTransaction ? work(ctx.db) : ctx.db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const guest = isCartId(cartId) ? await findCart(trx, idSite, cartId) : undefined;
    const own = await findOpenUserCart(trx, idSite, userId);
    if (!guest || guest.status !== 'OPEN' || guest.userId !== null) {
      if (guest && guest.userId === userId && guest.status === 'OPEN') return guest.id;
      return own?.id ?? null;
    }
    const at = ctx.now().toISOString();
    if (!own) {
      await trx.updateTable('carts').set({ userId, updatedAt: at }).where('id', '=', guest.id).execute();
      return guest.id;
    }
    await trx.updateTable('cartLines').set({ cartId: own.id }).where('cartId', '=', guest.id).execute();
    await trx
      .updateTable('carts')
      .set({ updatedAt: at, discountCode: own.discountCode ?? guest.discountCode })
      .where('id', '=', own.id)
      .execute();
    await trx.deleteFrom('carts').where('id', '=', guest.id).execute();
    return own.id;
  });
}
