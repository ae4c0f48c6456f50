import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { OrderRow } from '../order-model/order-row.ts';
import { adapterOfProvider } from './payment-adapters.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * The browser's side of a settlement: when the customer comes back from the provider, asks it
 * where the order's last started attempt stands and settles it (the webhook may have done so
 * already, or do it later: `settlePayment` runs once). A provider that cannot be reached leaves
 * the order as it is (its webhook settles it); answers the order as it now stands.
 */
export async function settleOnReturn(ctx: ApiContext, site: LoadedSite, order: OrderRow): Promise<OrderRow> {
  const attempt = await ctx.db.selectFrom('payments').select(['provider', 'providerRef']).where('orderId', '=', order.id)
    .where('status', '=', 'STARTED').orderBy('id', 'desc').executeTakeFirst();
  if (!attempt?.providerRef) return order;
  const adapter = adapterOfProvider(site, ctx.env ?? process.env, attempt.provider);
  if (!adapter?.status) return order;
  let payment;
  try {
    payment = await adapter.status(attempt.providerRef);
  } catch (error) {
    ctx.log.warn(`payment ${attempt.provider} ${attempt.providerRef} of order ${order.id}: status unavailable (${(error as Error).message})`);
    return order;
  }
  if (payment.outcome === 'PENDING') return order;
  const settled = await settlePayment(ctx, {
    site, orderId: order.id, provider: attempt.provider, providerRef: attempt.providerRef,
    outcome: payment.outcome, amountCents: payment.amountCents, currency: payment.currency,
  });
  return settled.order;
}
