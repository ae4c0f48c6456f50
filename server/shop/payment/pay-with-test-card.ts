import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../http/api-error.ts';
import { queueOrderStatusMail } from '../../mail/order-mails.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { orderStockKeys, retakeStock, retakesStock } from '../orders/retake-stock.ts';
import { testCardOutcome, type TestCardOutcome } from './test-card.ts';
import { TEST_CARD_PROVIDER } from './test-card-adapter.ts';

const M = {
  INVALID: { en: 'This card number is not valid', fr_FR: "Ce numéro de carte n'est pas valide" },
  PAID: { en: 'This order is already paid', fr_FR: 'Cette commande est déjà payée' },
  NOT_PAYABLE: { en: 'This order can no longer be paid', fr_FR: 'Cette commande ne peut plus être payée' },
} as const;

const SETTLED = new Set(['PAID', 'PREPARING', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED']);

/** Whether an order still waits for its payment (never paid, or declined before). */
export function awaitsPayment(order: Pick<OrderRow, 'status'>): boolean {
  return order.status === 'PENDING_PAYMENT' || order.status === 'PAYMENT_FAILED';
}

/**
 * Pays an order with a test card, in one transaction under the order's lock (`checkAndTake`: one
 * payment per order, even from concurrent requests): records the payment and moves the order to
 * PAID or PAYMENT_FAILED, with the customer's status mail in the outbox. `findOrder` reads the
 * order the caller may pay (inside the transaction). 400 for an invalid card number, 409 for an
 * order paid already or cancelled, or declined before and whose units others bought since.
 */
export async function payWithTestCard(
  ctx: ApiContext,
  input: { site: LoadedSite; orderId: number; cardNumber: string; lang: Locale; findOrder: (trx: ApiContext['db']) => Promise<OrderRow> },
): Promise<{ outcome: Exclude<TestCardOutcome, 'INVALID'>; order: OrderRow }> {
  const { orderId, lang } = input;
  const outcome = testCardOutcome(input.cardNumber);
  if (outcome === 'INVALID') throw new ApiError(400, M.INVALID[lang]);
  const keys = [lockKeys.order(orderId), ...(await orderStockKeys(ctx.db, input.site.idSite, orderId))];
  const order = await checkAndTake(ctx.db, keys, async (trx) => {
    const found = await input.findOrder(trx);
    if (SETTLED.has(found.status)) throw new ApiError(409, M.PAID[lang]);
    if (found.status === 'CANCELLED') throw new ApiError(409, M.NOT_PAYABLE[lang]);
    const status = outcome === 'SUCCEEDED' ? 'PAID' : 'PAYMENT_FAILED';
    if (retakesStock(found.status, status)) await retakeStock(trx, input.site, orderId, lang);
    const at = ctx.now().toISOString();
    const digits = input.cardNumber.replace(/\D/g, '');
    await trx.insertInto('payments').values({ orderId, provider: TEST_CARD_PROVIDER, status: outcome, amountCents: found.totalCents, cardLast4: digits.slice(-4), createdAt: at }).execute();
    const moved = await trx.updateTable('orders').set({ status, updatedAt: at }).where('id', '=', orderId).where('status', '=', found.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, M.PAID[lang]);
    if (status !== found.status) {
      await trx.insertInto('orderStatusHistory').values({ orderId, status, createdAt: at }).execute();
      await queueOrderStatusMail(trx, input.site, orderId, at);
    }
    return { ...found, status, updatedAt: at };
  });
  return { outcome, order };
}
