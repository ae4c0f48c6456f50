import { Hono } from 'hono';
import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { requireCart } from '../../shop/cart/cart-repository.ts';
import { deleteOpenCart } from '../../shop/cart/delete-open-cart.ts';
import { openCart } from '../../shop/cart/open-cart.ts';
import { orderedCartStatus } from '../../shop/orders/ordered-cart-status.ts';
import { priceCart } from '../../shop/cart/cart-view.ts';
import { reopenCart } from '../../shop/cart/reopen-cart.ts';
import { requestedDiscountCode } from '../../shop/cart/requested-discount-code.ts';
import { cartOrderView, visibleOrderOfCart } from '../../shop/orders/ordered-cart-order.ts';
import { awaitsPayment } from '../../shop/order-model/order-status.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

/** POST /cart, POST /cart/{cartId}, GET /cart/{cartId}/default, DELETE /cart/{cartId} (schemas/api/shop/cart-contracts.ts). */
export function cartRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  shopRoute(app, cartContracts.create, async ({ body }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const wanted = requestedDiscountCode(site, body.discountCode, lang);
    const cart = await openCart(ctx, site, { userId, guestCartId: body.cartId, wanted });
    return (await priceCart(ctx.db, site, cart, lang)).view;
  });

  shopRoute(app, cartContracts.reload, async ({ params: { cartId }, body }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const wanted = requestedDiscountCode(site, body.discountCode, lang);
    // The visitor's own ordered cart is answered with its status, never refused (#24).
    const ordered = await requireCart(ctx.db, site.idSite, cartId, userId);
    if (ordered.status !== 'OPEN') {
      const status = await orderedCartStatus(ctx.db, ordered.id);
      return { ...(await priceCart(ctx.db, site, ordered, lang)).view, status };
    }
    const cart = await reopenCart(ctx, site, { cartId, userId, wanted });
    return (await priceCart(ctx.db, site, cart, lang)).view;
  });

  shopRoute(app, cartContracts.read, async ({ params: { cartId } }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const cart = await requireCart(ctx.db, site.idSite, cartId, userId);
    const priced = await priceCart(ctx.db, site, cart, lang);
    // Ordered and awaiting its payment: the payment step shows the order's own totals (issue 32, item 8).
    const order = cart.status === 'OPEN' ? undefined : await visibleOrderOfCart(ctx.db, site.idSite, cart.id, userId);
    // The default checkout state of §3: delivery when something ships, else no_delivery.
    return {
      ...priced.view,
      ...(order && awaitsPayment(order) ? { order: cartOrderView(order, lang) } : {}),
      status: cart.status,
      deliveryType: priced.totals.needsShipping ? ('delivery' as const) : ('no_delivery' as const),
    };
  });

  shopRoute(app, cartContracts.remove, async ({ params: { cartId } }, c) => {
    const { site, userId } = await shopRequest(c);
    await deleteOpenCart(ctx.db, site.idSite, cartId, userId);
    return { cartId };
  });

  return app;
}
