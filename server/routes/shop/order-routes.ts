import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError, ok, parseBody, parseListQuery, parseParams, parseQuery, userOf } from '../../http/index.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { CART_ORDERED } from '../../shop/cart/cart-repository.ts';
import { createOrder } from '../../shop/orders/create-order.ts';
import { OrderBodySchema } from '../../shop/orders/order-body.ts';
import { orderGenericValues } from '../../shop/orders/order-generic-values.ts';
import { orderStatusTypes } from '../../shop/orders/order-status.ts';
import { orderDetail, orderSummary, requireOrder, requireVisibleOrder } from '../../shop/orders/order-view.ts';
import { orderOfGuestLink } from '../../shop/orders/guest-order-link.ts';
import { savedAddresses } from '../../shop/orders/saved-addresses.ts';
import { IdParams, shopRequest } from './shop-request.ts';
import { legalAgeConfirmed } from '../../shop/orders/legal-age-confirmed.ts';
import { saleTermsVersion } from '../../shop/orders/sale-terms-version.ts';

const ORDERS_PER_PAGE = 10;

/** POST /order, GET /order, GET /order/{id}, GET /user/addresses, GET /list/order/status, GET /order-generic-values/{type}. */
export function orderRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.post('/order', async (c) => {
    const request = await shopRequest(c);
    const body = await parseBody(c, OrderBodySchema);
    const { id, created } = await createOrder(ctx, { ...request, body });
    const order = await requireOrder(ctx.db, request.site.idSite, id);
    return ok(c, await orderDetail(ctx.db, request.site, order, request.lang), created ? '' : formatMessage(CART_ORDERED, request.lang), created ? 201 : 200);
  });

  // Extension of §7 (French law): what the payment step asks before an order. The terms of sale's
  // version in the request's language, and whether the member certified their legal age already.
  app.get('/order/consents', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    return ok(c, { saleTermsVersion: saleTermsVersion(site, lang), legalAgeConfirmed: await legalAgeConfirmed(ctx.db, site.idSite, userId) });
  });

  app.get('/order', async (c) => {
    const { site, lang } = await shopRequest(c);
    const user = await userOf(c);
    const query = parseListQuery(c.req.query(), ['status', 'reference'], {
      nbItem: ORDERS_PER_PAGE,
      maxNbItem: 100,
      orderable: ['createdAt', 'total', 'reference'],
    });
    let base = ctx.db.selectFrom('orders').where('idSite', '=', site.idSite).where('userId', '=', user.id);
    for (const filter of query.filters) {
      if (filter.op !== 'eq' && filter.op !== 'lk') throw new ApiError(400, { en: "Invalid field ''{field}'' in query: only equal or lk: filters", fr: 'Champ « {field} » invalide dans les paramètres de la requête : seuls les filtres égal ou lk: sont permis' }, null, { field: filter.field });
      base = filter.op === 'eq'
        ? base.where(filter.field as 'status' | 'reference', 'in', filter.value.split(','))
        : base.where(filter.field as 'status' | 'reference', 'like', `%${filter.value}%`);
    }
    const count = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    const column = query.orderBy?.field === 'total' ? 'totalCents' : (query.orderBy?.field as 'createdAt' | 'reference' | undefined) ?? 'createdAt';
    const rows = await base
      .selectAll()
      .orderBy(column, query.orderBy?.direction ?? 'desc')
      .orderBy('id', 'desc')
      .limit(query.nbItem)
      .offset((query.page - 1) * query.nbItem)
      .execute();
    return ok(c, { orders: rows.map((row) => orderSummary(row, lang)), total: Number(count?.total ?? 0) });
  });

  app.get('/order/:id{[0-9]+}', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const { id } = parseParams(c, IdParams);
    const { cart, expires, signature } = parseQuery(c, Type.Object({
      cart: Type.Optional(Type.String({ maxLength: 64 })),
      expires: Type.Optional(Type.String({ maxLength: 12 })),
      signature: Type.Optional(Type.String({ maxLength: 64 })),
    }));
    // A guest's signed mail link opens the order read-only, without its cart id (issue #24).
    const linked = await orderOfGuestLink(ctx.db, ctx.now, site.idSite, id, { expires, signature }, lang);
    if (linked) return ok(c, { ...(await orderDetail(ctx.db, site, linked, lang)), cartId: null });
    const order = await requireVisibleOrder(ctx.db, site.idSite, id, { userId, cartId: cart });
    return ok(c, await orderDetail(ctx.db, site, order, lang));
  });

  /** The member's saved addresses: the distinct addresses of their earlier orders (401 without a session). */
  app.get('/user/addresses', async (c) => {
    const { site } = await shopRequest(c);
    const user = await userOf(c);
    return ok(c, await savedAddresses(ctx.db, site.idSite, user.id));
  });

  app.get('/list/order/status', async (c) => {
    const { lang } = await shopRequest(c);
    return ok(c, orderStatusTypes(lang));
  });

  app.get('/order-generic-values/:type', async (c) => {
    const { lang } = await shopRequest(c);
    const { type } = parseParams(c, Type.Object({ type: Type.String({ minLength: 1, maxLength: 40 }) }));
    return ok(c, orderGenericValues(type, lang));
  });

  return app;
}
