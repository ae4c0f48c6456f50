import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { queueRefundMail } from '../mails/order-mails.ts';
import { adapterOfProvider } from './payment-adapters.ts';
import { TEST_CARD_PROVIDER } from './test-card-adapter.ts';

/** A refund the provider has made (or the test card's, only recorded). */
export interface DoneRefund {
  id: number;
  amountCents: number;
  providerRef: string;
}

/**
 * Sends a refund recorded as an intent (`refunds.status` PENDING, with its idempotency key) and
 * records the result: record intent → call → record result (docs/conventions.md, example 22). The provider
 * is called outside any transaction or lock, with the intent's key, so a second run (a retry, the
 * webhook and the return at once) refunds once; the row turns SUCCEEDED and the customer's mail is
 * queued once, under the order's lock. Throws what the provider's call threw (the intent stays
 * PENDING: the caller removes it or leaves it for a later run). A refund done already is answered as is.
 */
export async function runRefund(ctx: ApiContext, site: LoadedSite, refundId: number): Promise<DoneRefund> {
  const refund = await ctx.db.selectFrom('refunds').innerJoin('payments', 'payments.id', 'refunds.paymentId')
    .select(['refunds.id', 'refunds.orderId', 'refunds.amountCents', 'refunds.reason', 'refunds.status', 'refunds.providerRef', 'refunds.idempotencyKey',
      'payments.provider', 'payments.providerRef as paymentRef'])
    .where('refunds.id', '=', refundId).executeTakeFirstOrThrow();
  if (refund.status !== 'PENDING') return { id: refund.id, amountCents: refund.amountCents, providerRef: refund.providerRef };
  let providerRef = `${TEST_CARD_PROVIDER}-refund-${refund.orderId}-${refund.id}`;
  if (refund.provider !== TEST_CARD_PROVIDER) {
    const adapter = adapterOfProvider(site, ctx.env ?? process.env, refund.provider);
    if (!adapter?.refund || !refund.paymentRef) throw new Error(`the payment provider ${refund.provider} is no longer configured`);
    providerRef = (await adapter.refund(refund.paymentRef, refund.amountCents, refund.idempotencyKey ?? `vitrine-refund-${refund.id}`)).refundRef;
  }
  return checkAndTake(ctx.db, lockKeys.order(refund.orderId), async (trx) => {
    const at = ctx.now().toISOString();
    const moved = await trx.updateTable('refunds').set({ status: 'SUCCEEDED', providerRef, createdAt: at })
      .where('id', '=', refund.id).where('status', '=', 'PENDING').executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) await queueRefundMail(trx, site, refund.orderId, refund.amountCents, at, refund.reason === 'OUT_OF_STOCK');
    return { id: refund.id, amountCents: refund.amountCents, providerRef };
  });
}

/**
 * Sends the order's out-of-stock and duplicate-payment refunds still PENDING (settle-payment.ts records them; one whose
 * call failed before, the provider being down, is sent again with its own key); a failure is
 * logged and left for the next run (or the refund worker's, refund-worker.ts). Outside any transaction. (An admin's refund runs while the
 * admin waits, and is removed when its call fails: refund-order.ts.)
 */
export async function runPendingRefunds(ctx: ApiContext, site: LoadedSite, orderId: number): Promise<void> {
  const pending = await ctx.db.selectFrom('refunds').select('id').where('orderId', '=', orderId).where('status', '=', 'PENDING')
    .where('reason', 'in', ['OUT_OF_STOCK', 'DUPLICATE']).orderBy('id').execute();
  for (const { id } of pending) {
    try {
      await runRefund(ctx, site, id);
    } catch (error) {
      ctx.log.error(`refund ${id} of order ${orderId}: ${(error as Error).message} (left pending: sent again by the refund worker, or on the order's next payment notification)`);
    }
  }
}
