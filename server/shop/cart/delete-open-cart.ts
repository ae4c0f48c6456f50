import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { CART_ORDERED, requireOpenCart } from './cart-repository.ts';

/** `DELETE /cart/{cartId}`: deletes the visitor's open cart; a cart ordered meanwhile is a 409. */
export async function deleteOpenCart(db: Kysely<Database>, idSite: number, cartId: string, userId: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cart = await requireOpenCart(trx, idSite, cartId, userId);
    const result = await trx.deleteFrom('carts').where('id', '=', cart.id).where('status', '=', 'OPEN').executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError(409, CART_ORDERED);
  });
}
