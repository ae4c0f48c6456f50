import type { Transaction } from 'kysely';
import { productTypeTraits } from '../../../rules/shop/product-type.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { queueGiftVoucherMail } from './gift-voucher-mail.ts';
import { newVoucherCode } from './voucher-code.ts';
import { voucherMessage } from './voucher-message.ts';
import { voucherValidUntil } from './voucher-valid-until.ts';

/**
 * Issues the gift vouchers of a paid order, in the transaction that paid it (settle-payment.ts,
 * or create-order.ts for an order with nothing to pay), under the order's lock: one code per unit
 * of each VOUCHER line (product type trait `issuesVoucher`, decision 0059), worth the unit's face
 * price, with the line's personal message, valid one year; then queues the one mail that carries
 * them (the outbox, never SMTP here). Once: an order that has vouchers already gets none more and
 * no second mail (the unique `(orderLineId, unit)` holds it even without the lock). Returns how
 * many were issued.
 */
export async function issueGiftVouchers(trx: Transaction<Database>, site: LoadedSite, orderId: number, at: string): Promise<number> {
  const lines = await trx.selectFrom('orderLines').select(['id', 'productType', 'quantity', 'unitPriceCents', 'customizations'])
    .where('orderId', '=', orderId).orderBy('id').execute();
  const voucherLines = lines.filter((line) => productTypeTraits(line.productType).issuesVoucher);
  if (voucherLines.length === 0) return 0;
  const issued = await trx.selectFrom('giftVouchers').select('id').where('orderId', '=', orderId).executeTakeFirst();
  if (issued) return 0;
  const validUntil = voucherValidUntil(new Date(at));
  let count = 0;
  for (const line of voucherLines) {
    const message = voucherMessage(line.customizations);
    for (let unit = 0; unit < line.quantity; unit += 1) {
      await trx.insertInto('giftVouchers').values({
        idSite: site.idSite, orderId, orderLineId: line.id, unit, code: newVoucherCode(), amountCents: line.unitPriceCents, message, issuedAt: at, validUntil,
      }).execute();
      count += 1;
    }
  }
  await queueGiftVoucherMail(trx, site, orderId, at);
  return count;
}
