import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A gift voucher of the site with its order's reference (what its printable sheet shows), if any. */
export async function voucherOfSite(db: Kysely<Database>, idSite: number, id: number) {
  return db.selectFrom('giftVouchers').innerJoin('orders', 'orders.id', 'giftVouchers.orderId')
    .select(['giftVouchers.id', 'giftVouchers.code', 'giftVouchers.amountCents', 'giftVouchers.message', 'giftVouchers.validUntil', 'orders.reference'])
    .where('giftVouchers.id', '=', id).where('giftVouchers.idSite', '=', idSite).executeTakeFirst();
}
