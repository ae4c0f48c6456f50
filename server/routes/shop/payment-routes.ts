import type { Static } from '@sinclair/typebox';
import { Hono, type Context } from 'hono';
import type { ApiContext } from '../../context.ts';
import { PageQuery, paymentContracts } from '../../../schemas/api/shop/payment-contracts.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { ApiError } from '../../http/index.ts';
import { normalizeLang, UNKNOWN_SITE } from '../../http/request-context.ts';
import { ORDER_NOT_FOUND, requireOrder } from '../../shop/order-model/order-row.ts';
import { awaitsPayment } from '../../shop/order-model/order-status.ts';
import { orderDetail, requireVisibleOrder, statusView } from '../../shop/orders/order-view.ts';
import { payWithTestCard } from '../../shop/payment/pay-with-test-card.ts';
import { paymentAdapterFor, paymentSetupProblem } from '../../shop/payment/payment-adapters.ts';
import { expiredLinkPath } from '../../shop/payment/expired-link-path.ts';
import { lastPayment } from '../../shop/payment/last-payment.ts';
import { checkPaymentLink } from '../../shop/payment/payment-link.ts';
import { CART_PLACEHOLDER } from '../../shop/payment/return-link.ts';
import { settleOnReturn } from '../../shop/payment/settle-on-return.ts';
import { notPayableMessage, startCheckout } from '../../shop/payment/start-checkout.ts';
import { TEST_CARD_PAGE_HEADERS, testCardPage } from '../../shop/payment/test-card-page.ts';
import { orderIsPaid } from '../../../rules/index.ts';
import { requireShop } from '../../shop/shop-site.ts';
import { shopRequest, shopRoute } from './shop-request.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const M = {
  DECLINED: { en: 'The payment was declined', fr: 'Le paiement a été refusé' },
  NO_ADAPTER: { en: 'The payment method {method} is not installed on this shop', fr: 'Le moyen de paiement {method} n’est pas installé sur cette boutique' },
  NO_KEYS: {
    en: 'Card payment is not available on this shop yet: its payment keys are not set. Please contact the shop.',
    fr: 'Le paiement par carte n’est pas encore disponible sur cette boutique : ses clés de paiement ne sont pas configurées. Veuillez contacter la boutique.',
  },
} as const;

const unknownSite = (id: number): never => {
  throw new ApiError(404, UNKNOWN_SITE, null, { id: String(id) });
};

/**
 * A test stand-in for the cawl card provider: POST /payment/test-card-provider/{orderId} pays
 * an order with a test card (4242… succeeds, 4000 0000 0000 0002 is declined);
 * GET /order/cawl/result/{id} answers the payment result of an order.
 */
export function paymentRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  shopRoute(app, paymentContracts.payWithTestCard, async ({ params: { orderId }, body }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const { outcome, order } = await payWithTestCard(ctx, {
      site, orderId, cardNumber: body.cardNumber, lang,
      findOrder: (trx) => requireVisibleOrder(trx, site.idSite, orderId, { userId, cartId: body.cart }),
    });
    if (outcome === 'DECLINED') {
      throw new ApiError(402, pickText(M.DECLINED, lang), { orderId, status: statusView(order.status, lang) });
    }
    return orderDetail(ctx.db, site, order, lang);
  });

  // The hosted-payment flow: the adapter of PAYMENT_METHOD answers the provider's page to go to.
  shopRoute(app, paymentContracts.start, async ({ params: { orderId }, body }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const order = await requireVisibleOrder(ctx.db, site.idSite, orderId, { userId, cartId: body.cart });
    if (!awaitsPayment(order)) throw new ApiError(409, notPayableMessage(order.status, lang));
    const choice = paymentAdapterFor(site, ctx.env ?? process.env);
    if ('unknown' in choice) throw new ApiError(501, fillPlaceholders(pickText(M.NO_ADAPTER, lang), { method: choice.method }));
    if (!choice.adapter) {
      ctx.log.error(paymentSetupProblem(site, choice, 'en') ?? '');
      throw new ApiError(503, pickText(M.NO_KEYS, lang));
    }
    // One live checkout per order, none for an order whose units are gone (start-checkout.ts).
    const started = await startCheckout(ctx, { site, orderId, adapter: choice.adapter, lang, returnPath: body.returnPath, cancelPath: body.cancelPath });
    return { redirectUrl: started.redirectUrl };
  });

  // The test card provider's hosted page (a browser navigation: site, language, the signed link's
  // token and the return paths in the query; never the cart id). Every answer of its address
  // carries the page's protective headers.
  app.use(paymentContracts.testCardPage.path, async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(TEST_CARD_PAGE_HEADERS)) c.res.headers.set(name, value);
  });
  const hosted = (c: Context, orderId: number, query: Static<typeof PageQuery>) => {
    const site = requireShop(ctx.config.site(query.site) ?? unknownSite(query.site));
    const lang = normalizeLang(query.lang) ?? 'fr_FR';
    const claims = { orderId, idSite: site.idSite, lang: query.lang, returnPath: query.return, cancelPath: query.cancel };
    /** The order of a valid link (404 for a forged or altered one, or an unknown order), with the link's state. */
    const linked = async (db: ApiContext['db']) => {
      const order = await requireOrder(db, site.idSite, orderId).catch(() => undefined);
      const link = order ? checkPaymentLink(query.token, claims, order.cartId, ctx.now()) : 'invalid';
      if (!order || link === 'invalid') throw new ApiError(404, ORDER_NOT_FOUND, null, { id: String(orderId) });
      return { order, expired: link === 'expired' };
    };
    const findOrder = async (db: ApiContext['db']) => (await linked(db)).order;
    // The shop's paths, with the cart id put back where the adapter hid it.
    const back = (path: string, cartId: string) => path.split(CART_PLACEHOLDER).join(encodeURIComponent(cartId));
    // The form posts back to this address, relative: right behind a proxy that ends TLS, too.
    const url = new URL(c.req.url);
    return { site, lang, linked, findOrder, back, action: `${url.pathname}${url.search}` };
  };
  contractRoute(app, paymentContracts.testCardPage, async ({ params: { orderId }, query }, c) => {
    const { lang, linked, back, action } = hosted(c, orderId, query);
    const { order, expired } = await linked(ctx.db);
    // An expired link says so on the shop's page, without the cart (issue 32, item 5).
    if (expired) return c.redirect(expiredLinkPath(lang), 303);
    if (!awaitsPayment(order)) return c.redirect(back(query.return, order.cartId), 303);
    return c.html(testCardPage({ lang, reference: order.reference, amountCents: order.totalCents, action }));
  });
  contractRoute(app, paymentContracts.testCardPagePay, async ({ params: { orderId }, query }, c) => {
    const { site, lang, linked, findOrder, back, action } = hosted(c, orderId, query);
    const { order, expired } = await linked(ctx.db);
    const form = await c.req.parseBody();
    if (expired) return c.redirect(expiredLinkPath(lang), 303);
    if (form.intent === 'cancel') return c.redirect(back(query.cancel, order.cartId), 303);
    const cardNumber = typeof form.cardNumber === 'string' ? form.cardNumber.slice(0, 30) : '';
    try {
      await payWithTestCard(ctx, { site, orderId, cardNumber, lang, findOrder });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      return c.html(testCardPage({ lang, reference: order.reference, amountCents: order.totalCents, action, error: error.message, cardNumber }), 400);
    }
    // Paid or declined: the shop's result page reads the outcome.
    return c.redirect(back(query.return, order.cartId), 303);
  });

  shopRoute(app, paymentContracts.result, async ({ params: { id }, query: { cart } }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const visible = await requireVisibleOrder(ctx.db, site.idSite, id, { userId, cartId: cart });
    const order = awaitsPayment(visible) ? await settleOnReturn(ctx, site, visible) : visible;
    const last = await lastPayment(ctx.db, id);
    return {
      id: order.id,
      reference: order.reference,
      status: statusView(order.status, lang),
      paid: orderIsPaid(order.status),
      // The provider has not told the outcome yet (neither the return nor its webhook): the page says so.
      pending: awaitsPayment(order) && last?.status === 'STARTED',
      payment: last ? { provider: last.provider, status: last.status, cardLast4: last.cardLast4, createdAt: last.createdAt } : null,
    };
  });

  return app;
}
