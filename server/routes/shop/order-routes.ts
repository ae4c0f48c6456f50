import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { orderContracts } from '../../../schemas/api/shop/order-contracts.ts';
import { checkoutContracts } from '../../../schemas/api/shop/checkout-contracts.ts';
import { parseListQuery, userOf } from '../../http/index.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { CART_ORDERED } from '../../shop/cart/cart-repository.ts';
import { createOrder } from '../../shop/orders/create-order.ts';
import { orderGenericValues } from '../../shop/orders/order-generic-values.ts';
import { orderStatusTypes } from '../../shop/order-model/order-status.ts';
import { memberOrders } from '../../shop/orders/member-orders.ts';
import { requireOrder } from '../../shop/order-model/order-row.ts';
import { orderDetail, requireVisibleOrder } from '../../shop/orders/order-view.ts';
import { orderOfGuestLink } from '../../shop/order-model/guest-order-link.ts';
import { savedAddresses } from '../../shop/orders/saved-addresses.ts';
import { shopRequest, shopRoute } from './shop-request.ts';
import { legalAgeConfirmed } from '../../shop/orders/legal-age-confirmed.ts';
import { saleTermsVersion } from '../../shop/orders/sale-terms-version.ts';

const ORDERS_PER_PAGE = 10;

/** POST /order, GET /order, GET /order/{id}, GET /user/addresses, GET /list/order/status, GET /order-generic-values/{type}. */
export function orderRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  shopRoute(app, orderContracts.create, async ({ body }, c, reply) => {
    const request = await shopRequest(c);
    const { id, created } = await createOrder(ctx, { ...request, body });
    const order = await requireOrder(ctx.db, request.site.idSite, id);
    const detail = await orderDetail(ctx.db, request.site, order, request.lang);
    return reply.with(detail, created ? { status: 201 } : { message: formatMessage(CART_ORDERED, request.lang) });
  });

  // Extension of §7 (French law): what the payment step asks before an order. The terms of sale's
  // version in the request's language, and whether the member certified their legal age already.
  shopRoute(app, checkoutContracts.consents, async (_input, c) => {
    const { site, lang, userId } = await shopRequest(c);
    return { saleTermsVersion: saleTermsVersion(site, lang), legalAgeConfirmed: await legalAgeConfirmed(ctx.db, site.idSite, userId) };
  });

  shopRoute(app, orderContracts.list, async (_input, c) => {
    const { site, lang } = await shopRequest(c);
    const user = await userOf(c);
    const query = parseListQuery(c.req.query(), ['status', 'reference'], {
      nbItem: ORDERS_PER_PAGE,
      maxNbItem: 100,
      orderable: ['createdAt', 'total', 'reference'],
    });
    return memberOrders(ctx.db, site.idSite, user.id, query, lang);
  });

  shopRoute(app, orderContracts.read, async ({ params: { id }, query: { cart, expires, signature } }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    // A guest's signed mail link opens the order read-only, without its cart id (issue #24).
    const linked = await orderOfGuestLink(ctx.db, ctx.now, site.idSite, id, { expires, signature }, lang);
    if (linked) return { ...(await orderDetail(ctx.db, site, linked, lang)), cartId: null };
    const order = await requireVisibleOrder(ctx.db, site.idSite, id, { userId, cartId: cart });
    return orderDetail(ctx.db, site, order, lang);
  });

  /** The member's saved addresses: the distinct addresses of their earlier orders (401 without a session). */
  shopRoute(app, checkoutContracts.addresses, async (_input, c) => {
    const { site } = await shopRequest(c);
    const user = await userOf(c);
    return savedAddresses(ctx.db, site.idSite, user.id);
  });

  shopRoute(app, checkoutContracts.statuses, async (_input, c) => {
    const { lang } = await shopRequest(c);
    return orderStatusTypes(lang);
  });

  shopRoute(app, checkoutContracts.genericValues, async ({ params: { type } }, c) => {
    const { lang } = await shopRequest(c);
    return orderGenericValues(type, lang);
  });

  return app;
}
