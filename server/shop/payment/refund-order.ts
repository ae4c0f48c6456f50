import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ORDER_NOT_FOUND } from '../order-model/order-row.ts';
import { formatCents } from '../../../rules/shop/format-price.ts';
import type { Locale } from '../../../rules/locale.ts';
import { adapterOfProvider } from './payment-adapters.ts';
import { runRefund, type DoneRefund } from './run-refund.ts';
import { TEST_CARD_PROVIDER } from './test-card-adapter.ts';
import { returnStepMessage } from '../order-model/return-steps.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const M = {
  NOT_PAID: { en: 'This order has no card payment to refund', fr: 'Cette commande n’a aucun paiement par carte à rembourser' },
  NOT_CANCELLED: { en: 'Only a cancelled order is refunded whole', fr: 'Seule une commande annulée est remboursée en totalité' },
  RETURN: { en: 'This return is not one of this order', fr: 'Ce retour n’est pas un retour de cette commande' },
  DONE: { en: 'This is refunded already', fr: 'C’est déjà remboursé' },
  PROVIDER: { en: 'The order’s payment provider is no longer configured: refund it from the provider’s dashboard', fr: 'Le prestataire de paiement de la commande n’est plus configuré : remboursez-la depuis son tableau de bord' },
  TOO_MUCH: { en: 'At most {max} can be refunded for this return', fr: 'Ce retour ne peut être remboursé que de {max} au plus' },
  FAILED: { en: 'The payment provider refused the refund: {reason}', fr: 'Le prestataire de paiement a refusé le remboursement : {reason}' },
} as const;

export interface RefundInput {
  site: LoadedSite;
  orderId: number;
  lang: Locale;
  /** A cancelled paid order (what is left of its payment), or the lines of a received return. */
  reason: 'CANCELLED' | 'RETURN';
  returnId?: number;
  /** A return refunded in part: this many cents (at most the value of its lines and what is left). */
  amountCents?: number;
}

/**
 * Refunds an order through the provider that took its payment (a return whole or in part). Under
 * the order's lock, it checks and records the refund as an intent (one at a time; never more than
 * was paid, pending ones counted; one per return, held by a unique index too), with an idempotency
 * key of the refund; then, the lock released, `runRefund` calls the provider (no transaction held
 * across the call, which may take seconds) and records the result with the customer's mail. A
 * refused or failed call removes the intent and answers 502: trying again sends the same key, so a
 * refund the provider made but whose answer was lost is made once. The test card's are only recorded.
 */
export async function refundOrder(ctx: ApiContext, input: RefundInput): Promise<DoneRefund> {
  const { site, orderId, lang } = input;
  const intent = await checkAndTake(ctx.db, lockKeys.order(orderId), async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('idSite', '=', site.idSite).executeTakeFirst();
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND, null, { id: String(orderId) });
    const payment = await trx.selectFrom('payments').selectAll().where('orderId', '=', orderId).where('status', '=', 'SUCCEEDED').executeTakeFirst();
    if (!payment) throw new ApiError(409, pickText(M.NOT_PAID, lang));
    const refunded = await trx.selectFrom('refunds').select(['amountCents', 'returnId']).where('paymentId', '=', payment.id).execute();
    const left = payment.amountCents - refunded.reduce((sum, one) => sum + one.amountCents, 0);
    let amountCents = left;
    if (input.reason === 'CANCELLED') {
      if (order.status !== 'CANCELLED') throw new ApiError(409, pickText(M.NOT_CANCELLED, lang));
    } else {
      const found = input.returnId === undefined ? undefined : await trx.selectFrom('orderReturns').select('status')
        .where('id', '=', input.returnId).where('orderId', '=', orderId).executeTakeFirst();
      if (!found) throw new ApiError(404, pickText(M.RETURN, lang));
      if (refunded.some((one) => one.returnId === input.returnId)) throw new ApiError(409, pickText(M.DONE, lang));
      if (found.status !== 'RECEIVED') throw new ApiError(409, returnStepMessage('NOT_RECEIVED', lang));
      const lines = await trx.selectFrom('orderReturnLines').innerJoin('orderLines', 'orderLines.id', 'orderReturnLines.orderLineId')
        .select(['orderReturnLines.quantity', 'orderLines.unitToPayCents']).where('orderReturnLines.returnId', '=', input.returnId!).execute();
      amountCents = Math.min(left, lines.reduce((sum, line) => sum + line.quantity * line.unitToPayCents, 0));
      if (input.amountCents !== undefined) {
        if (input.amountCents > amountCents) throw new ApiError(422, fillPlaceholders(pickText(M.TOO_MUCH, lang), { max: formatCents(Math.max(0, amountCents), lang) }));
        amountCents = input.amountCents;
      }
    }
    if (amountCents <= 0) throw new ApiError(409, pickText(M.DONE, lang));
    if (payment.provider !== TEST_CARD_PROVIDER) {
      const adapter = adapterOfProvider(site, ctx.env ?? process.env, payment.provider);
      if (!adapter?.refund || !payment.providerRef) throw new ApiError(409, pickText(M.PROVIDER, lang));
    }
    const idempotencyKey = `vitrine-refund-${site.idSite}-${orderId}-${input.reason}-${input.returnId ?? refunded.length}`;
    return trx.insertInto('refunds').values({
      orderId, paymentId: payment.id, amountCents, providerRef: '', reason: input.reason, returnId: input.returnId ?? null,
      createdAt: ctx.now().toISOString(), status: 'PENDING', idempotencyKey,
    }).returning('id').executeTakeFirstOrThrow();
  });
  try {
    return await runRefund(ctx, site, intent.id);
  } catch (error) {
    await ctx.db.deleteFrom('refunds').where('id', '=', intent.id).where('status', '=', 'PENDING').execute();
    ctx.log.error(`refund of order ${orderId}: ${(error as Error).message}`);
    throw new ApiError(502, fillPlaceholders(pickText(M.FAILED, lang), { reason: (error as Error).message.slice(0, 200) }));
  }
}
