import type { Product } from '../../../schemas/catalogue/products.schema.ts';
import { lockKeys } from '../../db/check-and-take.ts';

/**
 * What placing an order takes, as lock keys (decision 0031): the cart (one order per cart), the
 * stock of each declination whose stock is tracked (`setQuantity`), and the discount code's uses.
 */
export function orderLockKeys(
  input: { idSite: number; cartId: string; declinationIds: readonly number[]; code: string | null },
  products: readonly Pick<Product, 'declinations'>[],
): string[] {
  const tracked = new Set(products.flatMap((product) => product.declinations.filter((one) => one.setQuantity === true).map((one) => one.id)));
  return [
    lockKeys.cart(input.cartId),
    ...input.declinationIds.filter((id) => tracked.has(id)).map((id) => lockKeys.stock(input.idSite, id)),
    ...(input.code ? [lockKeys.discountCode(input.idSite, input.code)] : []),
  ];
}
