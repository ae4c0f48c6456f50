import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError, ok, parseBody, parseParams, parseQuery } from '../../http/index.ts';
import { orderDetail, requireVisibleOrder, statusView } from '../../shop/orders/order-view.ts';
import { testCardOutcome } from '../../shop/payment/test-card.ts';
import { IdParam, shopRequest } from './shop-request.ts';
import { queueOrderStatusMail } from '../../mail/order-mails.ts';

const PROVIDER = 'test-card-provider';

const PayBody = Type.Object({
  cardNumber: Type.String({ minLength: 1, maxLength: 30 }),
  expiry: Type.Optional(Type.String({ pattern: '^(0[1-9]|1[0-2])/\\d{2}$' })),
  cvc: Type.Optional(Type.String({ pattern: '^\\d{3,4}$' })),
  /** The cart id of a guest order (a member's order needs the member's session). */
  cart: Type.Optional(Type.String({ maxLength: 64 })),
});

const M = {
  INVALID: { en: 'This card number is not valid', fr_FR: "Ce numéro de carte n'est pas valide" },
  DECLINED: { en: 'The payment was declined', fr_FR: 'Le paiement a été refusé' },
  PAID: { en: 'This order is already paid', fr_FR: 'Cette commande est déjà payée' },
  NOT_PAYABLE: { en: 'This order can no longer be paid', fr_FR: 'Cette commande ne peut plus être payée' },
} as const;

/**
 * A test stand-in for the cawl card provider: POST /payment/test-card-provider/{orderId} pays
 * an order with a test card (4242… succeeds, 4000 0000 0000 0002 is declined);
 * GET /order/cawl/result/{id} answers the payment result of an order.
 */
export function paymentRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.post(`/payment/${PROVIDER}/:orderId`, async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const { orderId } = parseParams(c, Type.Object({ orderId: IdParam }));
    const body = await parseBody(c, PayBody);
    const outcome = testCardOutcome(body.cardNumber);
    if (outcome === 'INVALID') throw new ApiError(400, M.INVALID[lang]);
    const result = await ctx.db.transaction().execute(async (trx) => {
      const order = await requireVisibleOrder(trx, site.idSite, orderId, { userId, cartId: body.cart });
      if (order.status === 'PAID' || order.status === 'PREPARING' || order.status === 'SHIPPED' || order.status === 'READY_FOR_PICKUP' || order.status === 'DELIVERED') {
        throw new ApiError(409, M.PAID[lang]);
      }
      if (order.status === 'CANCELLED') throw new ApiError(409, M.NOT_PAYABLE[lang]);
      const status = outcome === 'SUCCEEDED' ? 'PAID' : 'PAYMENT_FAILED';
      const at = ctx.now().toISOString();
      const digits = body.cardNumber.replace(/\D/g, '');
      await trx.insertInto('payments').values({ orderId, provider: PROVIDER, status: outcome, amountCents: order.totalCents, cardLast4: digits.slice(-4), createdAt: at }).execute();
      const moved = await trx.updateTable('orders').set({ status, updatedAt: at }).where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, M.PAID[lang]);
      if (status !== order.status) {
        await trx.insertInto('orderStatusHistory').values({ orderId, status, createdAt: at }).execute();
        await queueOrderStatusMail(trx, site, orderId, at);
      }
      return { ...order, status, updatedAt: at };
    });
    if (outcome === 'DECLINED') {
      throw new ApiError(402, M.DECLINED[lang], { orderId, status: statusView(result.status, lang) });
    }
    return ok(c, await orderDetail(ctx.db, result, lang));
  });

  app.get('/order/cawl/result/:id', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const { id } = parseParams(c, Type.Object({ id: IdParam }));
    const { cart } = parseQuery(c, Type.Object({ cart: Type.Optional(Type.String({ maxLength: 64 })) }));
    const order = await requireVisibleOrder(ctx.db, site.idSite, id, { userId, cartId: cart });
    const last = await ctx.db.selectFrom('payments').selectAll().where('orderId', '=', id).orderBy('id', 'desc').executeTakeFirst();
    return ok(c, {
      id: order.id,
      reference: order.reference,
      status: statusView(order.status, lang),
      paid: order.status !== 'PENDING_PAYMENT' && order.status !== 'PAYMENT_FAILED' && order.status !== 'CANCELLED',
      payment: last ? { provider: last.provider, status: last.status, cardLast4: last.cardLast4, createdAt: last.createdAt } : null,
    });
  });

  return app;
}
