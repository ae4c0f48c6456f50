import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { adminOrderContracts } from '../../../schemas/api/shop/admin-order-contracts.ts';
import { ApiError, requireAdmin } from '../../http/index.ts';
import { canTransition, fitsDelivery, isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../shop/order-model/order-status.ts';
import { fulfilmentView } from '../../shop/order-model/fulfilment-view.ts';
import { requireOrder } from '../../shop/order-model/order-row.ts';
import { orderDetail, statusView } from '../../shop/orders/order-view.ts';
import { orderTrackingLink } from '../../shop/order-model/tracking-link.ts';
import { adminOrderList } from '../../shop/orders/admin-order-list.ts';
import { adminOrderStatus } from '../../shop/orders/admin-order-status.ts';
import { moveOrderStatus } from '../../shop/orders/move-order-status.ts';
import { orderNamesFile } from '../../shop/orders/order-names-file.ts';
import { refundOptions } from '../../shop/payment/refund-options.ts';
import { adminReturns } from '../../shop/orders/admin-returns.ts';
import { adminOrderConsents } from '../../shop/orders/admin-order-consents.ts';
import { streamBody } from '../../files/stream-response.ts';
import { contentDisposition } from '../../content/content-disposition.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

const INVALID_RANGE = { en: "Invalid query ''from'': must not be after ''to''", fr: 'Paramètre « from » invalide : ne doit pas être après « to »' };

/**
 * Admin calls of §6: order status and tracking link; plus extensions: PUT status (decision 0009's
 * transitions), GET /admin/orders (filters: status, from/to dates, 20 a page, newest first) and
 * GET /admin/order/{id} (the detail with its customer, next statuses and tracking link).
 * Each from its contract (schemas/api/shop/admin-order-contracts.ts, decision 0076).
 */
export function adminOrderRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/order/*', requireAdmin);
  app.use('/admin/orders', requireAdmin);

  shopRoute(app, adminOrderContracts.list, async ({ query }, c) => {
    const { site, lang } = await shopRequest(c);
    if (query.from && query.to && query.from > query.to) throw new ApiError(400, INVALID_RANGE);
    return adminOrderList(ctx.db, site.idSite, query, lang);
  });

  shopRoute(app, adminOrderContracts.read, async ({ params: { id } }, c) => {
    const { site, lang } = await shopRequest(c);
    const order = await requireOrder(ctx.db, site.idSite, id);
    const next = isOrderStatus(order.status)
      ? ORDER_STATUSES.filter((to) => canTransition(order.status as OrderStatus, to) && fitsDelivery(to, order.deliveryType))
      : [];
    return {
      ...(await orderDetail(ctx.db, site, order, lang)),
      ...(await fulfilmentView(ctx.db, site, order, lang)),
      nextStatuses: next.map((code) => statusView(code, lang)),
      ...(await adminOrderStatus(ctx.db, site.idSite, id, lang)),
      tracking: { trackingNumber: order.trackingNumber, url: orderTrackingLink(site, order) },
      refund: await refundOptions(ctx.db, order, lang),
      returns: await adminReturns(ctx.db, ctx.files.links, ctx.now(), order.id, lang),
      consents: adminOrderConsents(order),
    };
  });

  shopRoute(app, adminOrderContracts.status, async ({ params: { id } }, c) => {
    const { site, lang } = await shopRequest(c);
    return adminOrderStatus(ctx.db, site.idSite, id, lang);
  });

  shopRoute(app, adminOrderContracts.trackingLink, async ({ params: { id } }, c) => {
    const { site } = await shopRequest(c);
    const order = await requireOrder(ctx.db, site.idSite, id);
    return { trackingNumber: order.trackingNumber, url: orderTrackingLink(site, order) };
  });

  // Extension: a file a customer uploaded with a line of this order (e.g. the logo to engrave), for the shop's staff.
  shopRoute(app, adminOrderContracts.file, async ({ params: { id, fileId } }, c) => {
    const { site } = await shopRequest(c);
    const order = await requireOrder(ctx.db, site.idSite, id);
    const found = (await orderNamesFile(ctx.db, order.id, fileId)) ? await ctx.files.read(fileId) : undefined;
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
  shopRoute(app, adminOrderContracts.move, async ({ params: { id }, body }, c) => {
    const { site, lang } = await shopRequest(c);
    await moveOrderStatus(ctx.db, { site, id, status: body.status, trackingNumber: body.trackingNumber, lang, at: ctx.now().toISOString() });
    return adminOrderStatus(ctx.db, site.idSite, id, lang);
  });

  return app;
}
