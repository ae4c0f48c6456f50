import { Hono, type Context } from 'hono';
import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { paymentContracts } from '../../../schemas/api/shop/payment-contracts.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { ApiError } from '../../http/index.ts';
import { normalizeLang, UNKNOWN_SITE } from '../../http/request-context.ts';
import { requireOrder } from '../../shop/order-model/order-row.ts';
import { cawlPayment, CAWL_PROVIDER } from '../../shop/payment/cawl-adapter.ts';
import type { ProviderPayment } from '../../shop/payment/payment-adapter.ts';
import { paymentAdapterFor, paymentSetupProblem } from '../../shop/payment/payment-adapters.ts';
import { expiredLinkPath } from '../../shop/payment/expired-link-path.ts';
import { checkPaymentLink } from '../../shop/payment/payment-link.ts';
import { CART_PLACEHOLDER } from '../../shop/payment/return-link.ts';
import { settlePayment, type SettleResult } from '../../shop/payment/settle-payment.ts';
import { sessionPayment, STRIPE_PROVIDER } from '../../shop/payment/stripe-adapter.ts';
import { verifyCawlWebhook, verifyStripeWebhook } from '../../shop/payment/verify-webhook.ts';
import { attemptOfReference, siteOfNotifiedOrder } from '../../shop/payment/notified-order.ts';
import { requireShop } from '../../shop/shop-site.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const M = {
  SIGNATURE: { en: 'Invalid webhook signature', fr: 'Signature de notification invalide' },
  MISMATCH: { en: 'The amount or currency paid is not the order’s: the order stays unpaid', fr: 'Le montant ou la devise payés ne sont pas ceux de la commande : elle reste impayée' },
  NOT_PAYABLE: { en: 'This order can no longer be paid', fr: 'Cette commande ne peut plus être payée' },
  UNKNOWN: { en: 'Unknown payment', fr: 'Paiement inconnu' },
} as const;

/** The raw body, read as text: a signature is computed over its exact bytes (never re-serialised JSON). */
const rawBodyOf = (c: Context) => c.req.text();

/**
 * The providers' side of a payment (decision 0037): their signed notifications
 * (`POST /payment/stripe/webhook`, `POST /payment/cawl/webhook`), both settled through
 * `settlePayment` like the browser's return; the address a provider sends the visitor back to
 * (`GET /payment/back/{id}`), which puts the cart id back in the shop's path when the link is
 * valid, and never otherwise. (Stripe's
 * publishable key, `GET /custom-stripe/public-key`, is the site parameter STRIPE_PUBLISHABLE_KEY.)
 */
export function paymentProviderRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  const env = () => ctx.env ?? process.env;
  for (const site of ctx.config.sites()) {
    const problem = paymentSetupProblem(site, paymentAdapterFor(site, env()), 'en');
    if (problem) ctx.log.warn(problem);
  }

  /** Settles what a verified notification reports; 4xx leaves the order as it was. */
  const settle = async (c: Context, site: LoadedSite, provider: string, orderId: number, payment: ProviderPayment, eventId: string) => {
    const lang = normalizeLang(c.req.header('userLang')) ?? 'fr_FR';
    if (payment.outcome === 'PENDING') return { handled: 'PENDING' };
    const { result } = await settlePayment(ctx, {
      site, orderId, provider, providerRef: payment.providerRef, outcome: payment.outcome,
      amountCents: payment.amountCents, currency: payment.currency, eventId,
    });
    const refused: Partial<Record<SettleResult, ApiError>> = {
      MISMATCH: new ApiError(422, pickText(M.MISMATCH, lang)),
      NOT_PAYABLE: new ApiError(409, pickText(M.NOT_PAYABLE, lang)),
    };
    if (refused[result]) throw refused[result];
    return { handled: result };
  };

  contractRoute(app, paymentContracts.stripeWebhook, async (_input, c) => {
    const lang = normalizeLang(c.req.header('userLang')) ?? 'fr_FR';
    const raw = await rawBodyOf(c);
    const verified = verifyStripeWebhook(ctx.config, env(), raw, c.req.header('stripe-signature') ?? '', ctx.now());
    if (!verified) throw new ApiError(400, pickText(M.SIGNATURE, lang));
    const { sites, event } = verified;
    const kinds: Record<string, 'AS_IS' | 'DECLINED'> = {
      'checkout.session.completed': 'AS_IS',
      'checkout.session.async_payment_succeeded': 'AS_IS',
      'checkout.session.async_payment_failed': 'DECLINED',
      'checkout.session.expired': 'DECLINED',
    };
    const kind = kinds[event.type];
    if (!kind) return { handled: 'IGNORED' };
    const session = event.data.object as Parameters<typeof sessionPayment>[0] & { client_reference_id: string | null };
    const orderId = Number(session.client_reference_id);
    const idSite = await siteOfNotifiedOrder(ctx.db, orderId);
    const site = sites.find((one) => one.idSite === idSite);
    if (!site) throw new ApiError(404, pickText(M.UNKNOWN, lang));
    const payment = sessionPayment(session);
    return settle(c, site, STRIPE_PROVIDER, orderId, kind === 'DECLINED' ? { ...payment, outcome: 'DECLINED' } : payment, event.id);
  });

  contractRoute(app, paymentContracts.cawlWebhook, async (_input, c) => {
    const lang = normalizeLang(c.req.header('userLang')) ?? 'fr_FR';
    const raw = await rawBodyOf(c);
    const verified = await verifyCawlWebhook(ctx.config, env(), raw, c.req.header());
    if (!verified) throw new ApiError(400, pickText(M.SIGNATURE, lang));
    const { sites, event } = verified;
    const hostedCheckoutId = event.payment?.hostedCheckoutSpecificOutput?.hostedCheckoutId;
    if (!hostedCheckoutId) return { handled: 'IGNORED' };
    const attempt = await attemptOfReference(ctx.db, CAWL_PROVIDER, hostedCheckoutId, sites.map((one) => one.idSite));
    const site = sites.find((one) => one.idSite === attempt?.idSite);
    if (!attempt || !site) throw new ApiError(404, pickText(M.UNKNOWN, lang));
    return settle(c, site, CAWL_PROVIDER, attempt.orderId, cawlPayment(hostedCheckoutId, event.payment), event.id);
  });

  // Where a provider sends the visitor back: checks the signed link, then the shop's own path with the cart id put back.
  contractRoute(app, paymentContracts.back, async ({ params: { orderId }, query }, c) => {
    const site = requireShop(ctx.config.site(query.site) ?? (() => { throw new ApiError(404, UNKNOWN_SITE, null, { id: String(query.site) }); })());
    const order = await requireOrder(ctx.db, site.idSite, orderId).catch(() => undefined);
    const claims = { orderId, idSite: site.idSite, lang: query.lang, returnPath: query.return, cancelPath: query.cancel };
    const link = order ? checkPaymentLink(query.token, claims, order.cartId, ctx.now()) : 'invalid';
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    // Expired, forged or of no order: a page that asks to sign in or open the mail's link, never the cart (issue 32, item 5).
    if (!order || link !== 'valid') return c.redirect(expiredLinkPath(normalizeLang(query.lang) ?? 'fr_FR'), 303);
    const path = query.to === 'return' ? query.return : query.cancel;
    return c.redirect(path.split(CART_PLACEHOLDER).join(encodeURIComponent(order.cartId)), 303);
  });

  return app;
}
