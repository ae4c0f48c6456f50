import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { returnContracts } from '../../../schemas/api/shop/return-contracts.ts';
import { ApiError, userOf } from '../../http/index.ts';
import { askReturn } from '../../shop/orders/ask-return.ts';
import { orderBackInfo } from '../../shop/orders/order-back-info.ts';
import { isReturnReason } from '../../shop/orders/order-generic-values.ts';
import { orderReturnsView } from '../../shop/orders/order-returns-view.ts';
import { requireVisibleOrder } from '../../shop/orders/order-view.ts';
import { returnWindowDays } from '../../shop/shop-site.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

const BAD_REASON = {
  en: "Invalid field ''reason'' in body: must be one of GET /order-generic-values/return-reason",
  fr: 'Champ « reason » invalide dans le corps de la requête : doit être l’une des valeurs de GET /order-generic-values/return-reason',
};

/** GET /order/back-products/is-active, GET /order-back?order={id}, POST /order/{id}/back-products. */
export function orderBackRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  shopRoute(app, returnContracts.terms, async (_input, c) => {
    const { site, lang } = await shopRequest(c);
    return orderBackInfo(lang, returnWindowDays(site));
  });

  shopRoute(app, returnContracts.returns, async ({ query }, c) => {
    const { site, lang } = await shopRequest(c);
    const user = await userOf(c);
    const order = await requireVisibleOrder(ctx.db, site.idSite, query.order, { userId: user.id });
    return orderReturnsView(ctx.db, ctx.files.links, order, lang, ctx.now(), returnWindowDays(site));
  }, { signedIn: true });

  shopRoute(app, returnContracts.ask, async ({ params: { id }, body }, c, reply) => {
    const { site, lang } = await shopRequest(c);
    const user = await userOf(c);
    if (body.reason !== undefined && !isReturnReason(body.reason)) throw new ApiError(400, BAD_REASON);
    const reason = [body.reason, body.comment].filter(Boolean).join(': ') || null;
    await askReturn(ctx.db, { site, orderId: id, userId: user.id, products: body.products, reason, lang, now: ctx.now(), windowDays: returnWindowDays(site) });
    const order = await requireVisibleOrder(ctx.db, site.idSite, id, { userId: user.id });
    return reply.with(await orderReturnsView(ctx.db, ctx.files.links, order, lang, ctx.now(), returnWindowDays(site)), { status: 201 });
  }, { signedIn: true });

  return app;
}
