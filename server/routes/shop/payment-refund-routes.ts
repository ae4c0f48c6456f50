import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { adminOrderContracts } from '../../../schemas/api/shop/admin-order-contracts.ts';
import { requireAdmin } from '../../http/index.ts';
import { closeRefundedReturn } from '../../shop/orders/close-refunded-return.ts';
import { refundOrder } from '../../shop/payment/refund-order.ts';
import { toCents, toEuros } from '../../../rules/index.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

/**
 * POST /admin/order/{id}/refund (admins): refunds a cancelled paid order (`{ reason: 'CANCELLED' }`,
 * what is left of its payment) or a return the admin accepts (`{ reason: 'RETURN', returnId, amount? }`, its lines, or `amount` euros of them)
 * through the order's payment provider; answers the refund (amount in euros).
 */
export function paymentRefundRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use(adminOrderContracts.refund.path, requireAdmin);
  shopRoute(app, adminOrderContracts.refund, async ({ params: { id }, body }, c, reply) => {
    const { site, lang } = await shopRequest(c);
    const { amount, ...asked } = body as typeof body & { amount?: number };
    const refund = await refundOrder(ctx, { site, orderId: id, lang, ...asked, ...(amount === undefined ? {} : { amountCents: toCents(amount) }) });
    // A refunded return ends its life (return-steps.ts); refundOrder took it only RECEIVED.
    if (asked.reason === 'RETURN') await closeRefundedReturn(ctx.db, id, asked.returnId, ctx.now().toISOString());
    return reply.with({ id: refund.id, amount: toEuros(refund.amountCents), providerRef: refund.providerRef }, { status: 201 });
  });
  return app;
}
