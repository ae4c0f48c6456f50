import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { DiscountCodesDocument } from '../../../schemas/shipping/discount-codes.schema.ts';
import { siteDocument } from '../../shop/catalogue/catalogue.ts';
import { storedDiscountCode } from '../../shop/cart/stored-discount-code.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError, ok, parseBody, parseParams } from '../../http/index.ts';
import { attachGuestCart } from '../../shop/cart/attach-guest-cart.ts';
import { CART_ORDERED, createCart, findCart, findOpenUserCart, requireCart, requireOpenCart } from '../../shop/cart/cart-repository.ts';
import { orderedCartStatus } from '../../shop/cart/ordered-cart-status.ts';
import { priceCart } from '../../shop/cart/cart-view.ts';
import { cartOrderView, visibleOrderOfCart } from '../../shop/orders/ordered-cart-order.ts';
import { awaitsPayment } from '../../shop/payment/pay-with-test-card.ts';
import { CartParams, shopRequest } from './shop-request.ts';

const CartBody = Type.Object({
  discountCode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  type: Type.Optional(Type.Literal('MAIN_CART')),
  /** A guest cart id kept by the browser: a logged-in member takes it over. */
  cartId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
});

/** The code a cart request stores: undefined leaves it, null clears it; an unknown code is refused before any write. */
function requestedCode(site: LoadedSite, value: string | null | undefined, lang: Locale): string | null | undefined {
  const rules = siteDocument<DiscountCodesDocument>(site, 'shipping/discount-codes.json')?.discountCodes ?? [];
  return storedDiscountCode(rules, value, lang);
}

async function storeCode<C extends { id: string; discountCode: string | null }>(trx: Kysely<Database>, cart: C, wanted: string | null | undefined): Promise<C> {
  if (wanted === undefined || wanted === cart.discountCode) return cart;
  await trx.updateTable('carts').set({ discountCode: wanted }).where('id', '=', cart.id).execute();
  return { ...cart, discountCode: wanted };
}

/** POST /cart, POST /cart/{cartId}, GET /cart/{cartId}/default, DELETE /cart/{cartId}. */
export function cartRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.post('/cart', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const body = await parseBody(c, CartBody);
    const wanted = requestedCode(site, body.discountCode, lang);
    const cart = await ctx.db.transaction().execute(async (trx) => {
      let found = null;
      if (userId !== null) {
        const id = body.cartId ? await attachGuestCart({ db: trx, now: ctx.now }, site.idSite, body.cartId, userId) : null;
        found = id ? await findCart(trx, site.idSite, id) : await findOpenUserCart(trx, site.idSite, userId);
      } else if (body.cartId) {
        const guest = await findCart(trx, site.idSite, body.cartId);
        if (guest && guest.userId === null && guest.status === 'OPEN') found = guest;
      }
      if (!found) return createCart(trx, { idSite: site.idSite, userId, discountCode: wanted ?? null, now: ctx.now() });
      return storeCode(trx, found, wanted);
    });
    return ok(c, (await priceCart(ctx.db, site, cart, lang)).view);
  });

  app.post('/cart/:cartId', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const { cartId } = parseParams(c, CartParams);
    const body = await parseBody(c, CartBody);
    const wanted = requestedCode(site, body.discountCode, lang);
    // The visitor's own ordered cart is answered with its status, never refused (#24).
    const ordered = await requireCart(ctx.db, site.idSite, cartId, userId);
    if (ordered.status !== 'OPEN') {
      const status = await orderedCartStatus(ctx.db, ordered.id);
      return ok(c, { ...(await priceCart(ctx.db, site, ordered, lang)).view, status });
    }
    const cart = await ctx.db.transaction().execute(async (trx) => {
      let found = await requireOpenCart(trx, site.idSite, cartId, userId);
      if (userId !== null && found.userId === null) {
        const id = await attachGuestCart({ db: trx, now: ctx.now }, site.idSite, cartId, userId);
        found = (id ? await findCart(trx, site.idSite, id) : undefined) ?? found;
      }
      return storeCode(trx, found, wanted);
    });
    return ok(c, (await priceCart(ctx.db, site, cart, lang)).view);
  });

  app.get('/cart/:cartId/default', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const { cartId } = parseParams(c, CartParams);
    const cart = await requireCart(ctx.db, site.idSite, cartId, userId);
    const priced = await priceCart(ctx.db, site, cart, lang);
    // Ordered and awaiting its payment: the payment step shows the order's own totals (issue 32, item 8).
    const order = cart.status === 'OPEN' ? undefined : await visibleOrderOfCart(ctx.db, site.idSite, cart.id, userId);
    // The default checkout state of §3: delivery when something ships, else no_delivery.
    return ok(c, {
      ...priced.view,
      ...(order && awaitsPayment(order) ? { order: cartOrderView(order, lang) } : {}),
      status: cart.status,
      deliveryType: priced.totals.needsShipping ? 'delivery' : 'no_delivery',
    });
  });

  app.delete('/cart/:cartId', async (c) => {
    const { site, userId } = await shopRequest(c);
    const { cartId } = parseParams(c, CartParams);
    await ctx.db.transaction().execute(async (trx) => {
      const cart = await requireOpenCart(trx, site.idSite, cartId, userId);
      const result = await trx.deleteFrom('carts').where('id', '=', cart.id).where('status', '=', 'OPEN').executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ApiError(409, CART_ORDERED);
    });
    return ok(c, { cartId });
  });

  return app;
}
