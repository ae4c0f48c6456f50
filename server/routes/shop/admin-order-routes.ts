import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError, ok, parseBody, parseParams, requireAdmin } from '../../http/index.ts';
import { canTransition, isOrderStatus, ORDER_STATUSES } from '../../shop/orders/order-status.ts';
import { requireOrder, statusView } from '../../shop/orders/order-view.ts';
import { trackingLink } from '../../shop/orders/tracking-link.ts';
import { IdParam, shopRequest } from './shop-request.ts';
import { queueOrderStatusMail } from '../../mail/order-mails.ts';

const StatusBody = Type.Object({
  status: Type.String({ enum: [...ORDER_STATUSES] }),
  trackingNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

/** Admin calls of §6: order status and tracking link; plus PUT status (an extension). */
export function adminOrderRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/order/*', requireAdmin);

  const statusOf = async (idSite: number, id: number, lang: 'fr_FR' | 'en') => {
    const order = await requireOrder(ctx.db, idSite, id);
    const history = await ctx.db.selectFrom('orderStatusHistory').selectAll().where('orderId', '=', id).orderBy('id').execute();
    return {
      id: order.id,
      reference: order.reference,
      status: statusView(order.status, lang),
      history: history.map((one) => ({ ...statusView(one.status, lang), createdAt: one.createdAt })),
    };
  };

  app.get('/admin/order/:id/get-status', async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id } = parseParams(c, Type.Object({ id: IdParam }));
    return ok(c, await statusOf(site.idSite, id, lang));
  });

  app.get('/admin/order/:id/tracking-link', async (c) => {
    const { site } = await shopRequest(c);
    const { id } = parseParams(c, Type.Object({ id: IdParam }));
    const order = await requireOrder(ctx.db, site.idSite, id);
    return ok(c, { trackingNumber: order.trackingNumber, url: trackingLink(order.serviceCode, order.trackingNumber) });
  });

  // Extension: moves an order along its status chart (order-status.ts), e.g. to SHIPPED with a tracking number.
  app.put('/admin/order/:id/status', async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id } = parseParams(c, Type.Object({ id: IdParam }));
    const body = await parseBody(c, StatusBody);
    await ctx.db.transaction().execute(async (trx) => {
      const order = await requireOrder(trx, site.idSite, id);
      const next = body.status;
      if (!isOrderStatus(order.status) || !isOrderStatus(next) || !canTransition(order.status, next)) {
        throw new ApiError(409, `An order cannot go from ${order.status} to ${next}`);
      }
      const at = ctx.now().toISOString();
      await trx
        .updateTable('orders')
        .set({
          status: next,
          updatedAt: at,
          ...(body.trackingNumber ? { trackingNumber: body.trackingNumber } : {}),
          ...(next === 'DELIVERED' ? { deliveredAt: at } : {}),
        })
        .where('id', '=', id)
        .execute();
      await trx.insertInto('orderStatusHistory').values({ orderId: id, status: next, createdAt: at }).execute();
      await queueOrderStatusMail(trx, site, id, at);
    });
    return ok(c, await statusOf(site.idSite, id, lang));
  });

  return app;
}
