import type { Locale } from '../../../rules/locale.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { ApiContext } from '../../context.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../errors/api-error.ts';
import { requireDeclination } from '../catalogue/catalogue.ts';
import { remainingStock } from './add-to-cart.ts';
import { cartLinesOf, requireOpenCart, touchCart, type CartRow } from './cart-repository.ts';
import { checkQuantity } from './check-quantity.ts';

const NOT_IN_CART = { en: 'Product {id} is not in this cart', fr: 'Le produit {id} n’est pas dans ce panier' } as const;

/** Which line of which cart: the product must be the line's (`/cart/{cartId}/product/{productId}/…`). */
export interface CartLineTarget {
  cartId: string;
  productId: number;
  idCartProduct: number;
  userId: number | null;
}

/**
 * A line's quantity changed, under the cart's lock as ordering takes it (no change to a cart
 * while it is being ordered); the quantity follows the §5 rules and the stock left.
 */
export async function setCartLineQuantity(ctx: Pick<ApiContext, 'db' | 'now'>, site: LoadedSite, target: CartLineTarget, quantity: number, lang: Locale): Promise<CartRow> {
  return checkAndTake(ctx.db, lockKeys.cart(target.cartId), async (trx) => {
    const found = await requireOpenCart(trx, site.idSite, target.cartId, target.userId);
    const lines = await cartLinesOf(trx, found.id);
    const line = lines.find((one) => one.id === target.idCartProduct && one.idProduct === target.productId);
    if (!line) throw new ApiError(404, NOT_IN_CART, null, { id: String(target.productId) });
    const { product, declination } = requireDeclination(site, line.idDeclination);
    const others = lines.filter((one) => one.idDeclination === line.idDeclination && one.id !== line.id).reduce((sum, one) => sum + one.quantity, 0);
    checkQuantity(product, declination, quantity, await remainingStock(trx, site.idSite, declination, others), lang);
    await trx.updateTable('cartLines').set({ quantity }).where('id', '=', line.id).execute();
    await touchCart(trx, found.id, ctx.now());
    return found;
  });
}

/** A line removed, under the cart's lock. */
export async function removeCartLine(ctx: Pick<ApiContext, 'db' | 'now'>, site: LoadedSite, target: CartLineTarget): Promise<CartRow> {
  return checkAndTake(ctx.db, lockKeys.cart(target.cartId), async (trx) => {
    const found = await requireOpenCart(trx, site.idSite, target.cartId, target.userId);
    const result = await trx
      .deleteFrom('cartLines')
      .where('id', '=', target.idCartProduct)
      .where('cartId', '=', found.id)
      .where('idProduct', '=', target.productId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError(404, NOT_IN_CART, null, { id: String(target.productId) });
    await touchCart(trx, found.id, ctx.now());
    return found;
  });
}
