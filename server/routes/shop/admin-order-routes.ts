import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError, ok, parseBody, parseParams, parseQuery, requireAdmin } from '../../http/index.ts';
import { canTransition, deliveryRefusal, fitsDelivery, isOrderStatus, ORDER_STATUSES, transitionRefusal, type OrderStatus } from '../../shop/orders/order-status.ts';
import { fulfilmentView } from '../../shop/orders/fulfilment-view.ts';
import { orderDetail, orderSummary, requireOrder, statusView } from '../../shop/orders/order-view.ts';
import { orderTrackingLink } from '../../shop/orders/tracking-link.ts';
import { orderStockKeys, retakeStock, retakesStock } from '../../shop/orders/retake-stock.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { IdParam, IdParams, shopRequest } from './shop-request.ts';
import { queueReviewRequest } from '../../shop/mails/review-request-mail.ts';
import { queueOrderStatusMail } from '../../shop/mails/order-mails.ts';
import { refundOptions } from '../../shop/payment/refund-options.ts';
import { adminReturns } from '../../shop/orders/admin-returns.ts';
import { OPEN_RETURN_STATUSES } from '../../shop/orders/return-steps.ts';
import { streamBody } from '../../files/stream-response.ts';
import { contentDisposition } from '../../content/content-disposition.ts';
import type { Locale } from '../../../rules/locale.ts';

const ListQuery = Type.Object({
  status: Type.Optional(Type.String({ enum: [...ORDER_STATUSES] })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** `open`: only orders with a return the shop has not finished (asked, label sent, received). */
  returns: Type.Optional(Type.Literal('open')),
});
export const ADMIN_ORDERS_PER_PAGE = 20;

const StatusBody = Type.Object({
  status: Type.String({ enum: [...ORDER_STATUSES] }),
  trackingNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

/**
 * Admin calls of §6: order status and tracking link; plus extensions: PUT status (decision 0009's
 * transitions), GET /admin/orders (filters: status, from/to dates, 20 a page, newest first) and
 * GET /admin/order/{id} (the detail with its customer, next statuses and tracking link).
 */
export function adminOrderRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/order/*', requireAdmin);

  const statusOf = async (idSite: number, id: number, lang: Locale) => {
    const order = await requireOrder(ctx.db, idSite, id);
    const history = await ctx.db.selectFrom('orderStatusHistory').selectAll().where('orderId', '=', id).orderBy('id').execute();
    return {
      id: order.id,
      reference: order.reference,
      status: statusView(order.status, lang),
      history: history.map((one) => ({ ...statusView(one.status, lang), createdAt: one.createdAt })),
    };
  };

  app.use('/admin/orders', requireAdmin);
  app.get('/admin/orders', async (c) => {
    const { site, lang } = await shopRequest(c);
    const query = parseQuery(c, ListQuery);
    if (query.from && query.to && query.from > query.to) throw new ApiError(400, { en: "Invalid query ''from'': must not be after ''to''", fr: 'Paramètre « from » invalide : ne doit pas être après « to »' });
    let base = ctx.db.selectFrom('orders').where('orders.idSite', '=', site.idSite);
    if (query.status) base = base.where('orders.status', '=', query.status);
    if (query.from) base = base.where('orders.createdAt', '>=', `${query.from}T00:00:00.000Z`);
    if (query.to) base = base.where('orders.createdAt', '<=', `${query.to}T23:59:59.999Z`);
    if (query.returns === 'open') {
      base = base.where((eb) => eb.exists(eb.selectFrom('orderReturns').select('orderReturns.id').whereRef('orderReturns.orderId', '=', 'orders.id').where('orderReturns.status', 'in', [...OPEN_RETURN_STATUSES])));
    }
    const page = query.page ?? 1;
    const [rows, count] = await Promise.all([
      base.leftJoin('users', 'users.id', 'orders.userId').selectAll('orders').select(['users.email', 'users.firstname', 'users.lastname'])
        .select((eb) => eb.selectFrom('orderReturns').select((sub) => sub.fn.countAll<number | string>().as('n')).whereRef('orderReturns.orderId', '=', 'orders.id')
          .where('orderReturns.status', 'in', [...OPEN_RETURN_STATUSES]).as('openReturns'))
        .orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc').limit(ADMIN_ORDERS_PER_PAGE).offset((page - 1) * ADMIN_ORDERS_PER_PAGE).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((row) => ({
      ...orderSummary(row, lang),
      customer: row.email ? { email: row.email, name: `${row.firstname} ${row.lastname}`.trim() } : null,
      openReturns: Number(row.openReturns ?? 0),
    }));
    return ok(c, { items, total: Number(count.n), page, perPage: ADMIN_ORDERS_PER_PAGE });
  });

  app.get('/admin/order/:id', async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id } = parseParams(c, IdParams);
    const order = await requireOrder(ctx.db, site.idSite, id);
    const next = isOrderStatus(order.status)
      ? ORDER_STATUSES.filter((to) => canTransition(order.status as OrderStatus, to) && fitsDelivery(to, order.deliveryType))
      : [];
    return ok(c, {
      ...(await orderDetail(ctx.db, site, order, lang)),
      ...(await fulfilmentView(ctx.db, site, order, lang)),
      nextStatuses: next.map((code) => statusView(code, lang)),
      ...(await statusOf(site.idSite, id, lang)),
      tracking: { trackingNumber: order.trackingNumber, url: orderTrackingLink(site, order) },
      refund: await refundOptions(ctx.db, order, lang),
      returns: await adminReturns(ctx.db, ctx.files.links, ctx.now(), order.id, lang),
    });
  });

  app.get('/admin/order/:id/get-status', async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id } = parseParams(c, IdParams);
    return ok(c, await statusOf(site.idSite, id, lang));
  });

  app.get('/admin/order/:id/tracking-link', async (c) => {
    const { site } = await shopRequest(c);
    const { id } = parseParams(c, IdParams);
    const order = await requireOrder(ctx.db, site.idSite, id);
    return ok(c, { trackingNumber: order.trackingNumber, url: orderTrackingLink(site, order) });
  });

  // Extension: a file a customer uploaded with a line of this order (e.g. the logo to engrave), for the shop's staff.
  app.get('/admin/order/:id/file/:fileId', async (c) => {
    const { site } = await shopRequest(c);
    const { id, fileId } = parseParams(c, Type.Object({ id: IdParam, fileId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) }));
    const order = await requireOrder(ctx.db, site.idSite, id);
    const lines = await ctx.db.selectFrom('orderLines').select('customizations').where('orderId', '=', order.id).execute();
    const named = lines.some((line) => (JSON.parse(line.customizations) as { fileId?: string }[]).some((answer) => answer.fileId === fileId));
    const found = named ? await ctx.files.read(fileId) : undefined;
    if (!found || found.file.idSite !== site.idSite) {
      found?.stream.destroy();
      throw new ApiError(404, { en: 'File {id} not found', fr: 'Fichier {id} introuvable' }, null, { id: String(fileId) });
    }
    return new Response(streamBody(found.stream), {
      status: 200,
      headers: { 'Content-Type': found.file.mime, 'Content-Length': String(found.size), 'Cache-Control': 'private, no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': contentDisposition(found.file.name) },
    });
  });

  // Extension: moves an order along its status chart (order-status.ts), e.g. to SHIPPED with a tracking number.
  app.put('/admin/order/:id/status', async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id } = parseParams(c, IdParams);
    const body = await parseBody(c, StatusBody);
    // One status change at a time: the order's lock, then read the status, check the move, write it.
    const keys = [lockKeys.order(id), ...(await orderStockKeys(ctx.db, site.idSite, id))];
    await checkAndTake(ctx.db, keys, async (trx) => {
      const order = await requireOrder(trx, site.idSite, id);
      const next = body.status;
      if (!isOrderStatus(order.status) || !isOrderStatus(next) || !canTransition(order.status, next)) {
        throw new ApiError(409, transitionRefusal(order.status, next, lang));
      }
      if (!fitsDelivery(next, order.deliveryType)) throw new ApiError(422, deliveryRefusal(lang));
      if (retakesStock(order.status, next)) await retakeStock(trx, site, id, lang);
      const at = ctx.now().toISOString();
      await trx
        .updateTable('orders')
        .set({
          status: next,
          updatedAt: at,
          ...(body.trackingNumber?.trim() ? { trackingNumber: body.trackingNumber.trim() } : {}),
          ...(next === 'DELIVERED' ? { deliveredAt: at } : {}),
        })
        .where('id', '=', id)
        .execute();
      await trx.insertInto('orderStatusHistory').values({ orderId: id, status: next, createdAt: at }).execute();
      await queueOrderStatusMail(trx, site, id, at);
      // REVIEW_REQUEST_DELAY_DAYS after delivery, a mail asks for a review (held in the outbox until then).
      if (next === 'DELIVERED') await queueReviewRequest(trx, site, id, at);
    });
    return ok(c, await statusOf(site.idSite, id, lang));
  });

  return app;
}
