import { Type, type Static } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ok, parseBody, parseParams, requireAdmin } from '../../http/index.ts';
import { refundOrder } from '../../shop/payment/refund-order.ts';
import { toCents, toEuros } from '../../../rules/index.ts';
import { IdParam, IdParams, shopRequest } from './shop-request.ts';

const RefundBody = Type.Union([
  Type.Object({ reason: Type.Literal('CANCELLED') }),
  Type.Object({
    reason: Type.Literal('RETURN'),
    returnId: IdParam,
    /** Part of the return's value, in euros (rounded to the cent); absent: all of it. */
    amount: Type.Optional(Type.Number({ minimum: 0.01, maximum: 1_000_000 })),
  }),
]);

/**
 * POST /admin/order/{id}/refund (admins): refunds a cancelled paid order (`{ reason: 'CANCELLED' }`,
 * what is left of its payment) or a return the admin accepts (`{ reason: 'RETURN', returnId, amount? }`, its lines, or `amount` euros of them)
 * through the order's payment provider; answers the refund (amount in euros).
 */
export function paymentRefundRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.post('/admin/order/:id/refund', requireAdmin, async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id } = parseParams(c, IdParams);
    const body = await parseBody(c, RefundBody);
    const { amount, ...asked } = body as Static<typeof RefundBody> & { amount?: number };
    const refund = await refundOrder(ctx, { site, orderId: id, lang, ...asked, ...(amount === undefined ? {} : { amountCents: toCents(amount) }) });
    // A refunded return ends its life (return-steps.ts); refundOrder took it only RECEIVED.
    if (asked.reason === 'RETURN') {
      await ctx.db.updateTable('orderReturns').set({ status: 'REFUNDED', updatedAt: ctx.now().toISOString() }).where('id', '=', asked.returnId).where('orderId', '=', id).where('status', '=', 'RECEIVED').execute();
    }
    return ok(c, { id: refund.id, amount: toEuros(refund.amountCents), providerRef: refund.providerRef }, '', 201);
  });
  return app;
}
