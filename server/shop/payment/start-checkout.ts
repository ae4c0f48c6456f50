import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../errors/api-error.ts';
import { siteBaseUrl } from '../../mail/render-mail.ts';
import type { Locale } from '../../../rules/locale.ts';
import { orderStockKeys, retakesStock, stockShortfall } from '../orders/retake-stock.ts';
import { awaitsPayment } from '../order-model/order-status.ts';
import type { PaymentAdapter } from './payment-adapter.ts';
import { adapterOfProvider } from './payment-adapters.ts';
import { settlePayment } from './settle-payment.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const M = {
  PAID: { en: 'This order is already paid', fr: 'Cette commande est déjà payée' },
  REFUNDED: {
    en: 'This order was paid after its products were sold to other customers: it is refunded',
    fr: 'Cette commande a été payée après que ses produits ont été vendus à d’autres clients : elle est remboursée',
  },
  PROVIDER_DOWN: {
    en: 'The payment provider cannot be reached: please try again in a moment',
    fr: 'Le prestataire de paiement est injoignable : veuillez réessayer dans un instant',
  },
} as const;

/** The 409 message for an order that no longer waits for its payment (paid, or refunded for want of stock). */
export function notPayableMessage(status: string, lang: Locale): string {
  return pickText((status === 'REFUNDED_OUT_OF_STOCK' ? M.REFUNDED : M.PAID), lang);
}

export interface CheckoutInput {
  site: LoadedSite;
  orderId: number;
  adapter: PaymentAdapter;
  lang: Locale;
  returnPath: string;
  cancelPath: string;
}

type Attempt = { provider: string; providerRef: string | null };

/**
 * Starts a hosted checkout of an order, the only live one (issue 32), recording intent → calling
 * the provider → recording the result, never holding a transaction across a call:
 * 1. under the order's lock and stock keys: 409 when the order is paid, or was declined and
 *    others bought its units since (no checkout for goods that are gone); its live attempts
 *    become SUPERSEDED;
 * 2. each of them is ended at the provider (Stripe expires the session); one paid meanwhile is
 *    settled, and the order, paid now, answers 409;
 * 3. the provider's new checkout;
 * 4. recorded STARTED under the order's lock, any attempt started meanwhile by a concurrent call
 *    superseded and ended in turn.
 * 502 when the provider cannot be reached (the order is left as it is).
 */
export async function startCheckout(ctx: ApiContext, input: CheckoutInput): Promise<{ redirectUrl: string }> {
  const { site, orderId, adapter, lang } = input;
  const keys = [lockKeys.order(orderId), ...(await orderStockKeys(ctx.db, site.idSite, orderId))];
  const { order, superseded } = await checkAndTake(ctx.db, keys, async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('idSite', '=', site.idSite).executeTakeFirstOrThrow();
    if (!awaitsPayment(order)) throw new ApiError(409, notPayableMessage(order.status, lang));
    if (retakesStock(order.status, 'PAID')) {
      const short = await stockShortfall(trx, site, orderId, lang);
      if (short !== null) throw new ApiError(409, short);
    }
    const superseded = await trx.updateTable('payments').set({ status: 'SUPERSEDED' })
      .where('orderId', '=', orderId).where('status', '=', 'STARTED').returning(['provider', 'providerRef']).execute();
    return { order, superseded };
  });
  await endAttempts(ctx, input, superseded);

  const lines = await ctx.db.selectFrom('orderLines').select(['name', 'quantity', 'unitToPayCents']).where('orderId', '=', orderId).orderBy('id').execute();
  let started;
  try {
    started = await adapter.start({
      idSite: site.idSite, orderId, reference: order.reference, amountCents: order.totalCents, cartId: order.cartId, lang,
      lines, shippingCents: order.shippingFeesCents, discountCents: order.discountCents,
      returnPath: input.returnPath, cancelPath: input.cancelPath, origin: siteBaseUrl(site), now: ctx.now(),
    });
  } catch (error) {
    ctx.log.error(`payment ${adapter.provider} start of order ${orderId}: ${(error as Error).message}`);
    throw new ApiError(502, pickText(M.PROVIDER_DOWN, lang));
  }
  if (started.providerRef === undefined) return { redirectUrl: started.redirectUrl };
  const providerRef = started.providerRef;
  // One payment row per attempt, settled once by the return or the webhook (settle-payment.ts).
  const recorded = await checkAndTake(ctx.db, lockKeys.order(orderId), async (trx) => {
    const now = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    const others = await trx.updateTable('payments').set({ status: 'SUPERSEDED' })
      .where('orderId', '=', orderId).where('status', '=', 'STARTED').returning(['provider', 'providerRef']).execute();
    const payable = awaitsPayment(now);
    await trx.insertInto('payments').values({
      orderId, provider: adapter.provider, providerRef, status: payable ? 'STARTED' : 'SUPERSEDED', amountCents: order.totalCents,
      cardLast4: '', createdAt: ctx.now().toISOString(),
    }).execute();
    return { others, payable, status: now.status };
  });
  await endAttempts(ctx, input, recorded.payable ? recorded.others : [...recorded.others, { provider: adapter.provider, providerRef }]);
  if (!recorded.payable) throw new ApiError(409, notPayableMessage(recorded.status, lang));
  return { redirectUrl: started.redirectUrl };
}

/** Ends superseded attempts at their provider (outside any transaction); one paid meanwhile settles the order, which answers 409. */
async function endAttempts(ctx: ApiContext, input: CheckoutInput, attempts: readonly Attempt[]): Promise<void> {
  const { site, orderId, lang } = input;
  for (const attempt of attempts) {
    const adapter = attempt.providerRef ? adapterOfProvider(site, ctx.env ?? process.env, attempt.provider) : null;
    if (!attempt.providerRef || !adapter?.expire) continue;
    let standing;
    try {
      standing = await adapter.expire(attempt.providerRef);
    } catch (error) {
      // Left SUPERSEDED: a late success of it still settles (refunded when the units are gone).
      ctx.log.warn(`payment ${attempt.provider} ${attempt.providerRef} of order ${orderId}: could not be ended (${(error as Error).message})`);
      continue;
    }
    if (standing.outcome === 'PENDING') continue;
    const { order } = await settlePayment(ctx, {
      site, orderId, provider: attempt.provider, providerRef: attempt.providerRef, lang,
      outcome: standing.outcome, amountCents: standing.amountCents, currency: standing.currency,
    });
    if (!awaitsPayment(order)) throw new ApiError(409, notPayableMessage(order.status, lang));
  }
}
