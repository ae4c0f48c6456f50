import type { Kysely } from 'kysely';
import type { DiscountCodesDocument } from '../../../schemas/shipping/discount-codes.schema.ts';
import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { checkAndTake } from '../../db/check-and-take.ts';
import { cartLinesOf, requireCart } from '../cart/cart-repository.ts';
import { productsOf, siteDocument } from '../catalogue/catalogue.ts';
import { wallClock } from '../checkout/click-and-collect-dates.ts';
import { orderReference } from './order-reference.ts';
import { applyDiscountCode } from '../cart/discount-code.ts';
import { discountCodeUses } from '../cart/discount-code-uses.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { OrderBody } from '../../../schemas/api/shop/order-body.ts';
import type { OrderStatus } from '../order-model/order-status.ts';
import { resolveDelivery } from '../checkout/resolve-delivery.ts';
import { preparationDays } from '../checkout/preparation-days.ts';
import { validateCart } from '../cart/validate-cart.ts';
import { lineAmounts } from '../cart/cart-totals.ts';
import { queueOrderConfirmation } from '../mails/order-mails.ts';
import { queueOrderNotice } from '../mails/order-notice.ts';
import { issueGiftVouchers } from '../vouchers/issue-gift-vouchers.ts';
import { guestEmailOf } from './guest-email.ts';
import { orderLockKeys } from './order-lock-keys.ts';
import { checkOrderConsents } from './order-consents.ts';
import { legalAgeConfirmed } from './legal-age-confirmed.ts';
import { saleTermsVersion } from './sale-terms-version.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const CART_CHANGED = {
  en: 'Your cart changed while the order was being placed: please try again',
  fr: 'Votre panier a changé pendant la commande : veuillez réessayer',
} as const;

export interface CreateOrderInput {
  site: LoadedSite;
  lang: Locale;
  userId: number | null;
  body: OrderBody;
}

/** The order made from a cart, if any. */
export async function orderIdOfCart(db: Kysely<Database>, cartId: string): Promise<number | undefined> {
  const row = await db.selectFrom('orders').select('id').where('cartId', '=', cartId).executeTakeFirst();
  return row?.id;
}

function codeOf(discount: OrderBody['discount']): string | null {
  const code = typeof discount === 'string' ? discount : (discount?.code ?? null);
  return code && code.trim() !== '' ? code.trim().toUpperCase() : null;
}

/**
 * Creates the order of a validated cart, in one transaction, and returns its id. The stock of
 * its declinations and the uses of its discount code are checked and taken under their locks
 * (`checkAndTake`): concurrent orders for the last units get a 409, never an oversell. Idempotent:
 * when the cart already has an order (completed twice, or concurrently), that order's id is
 * returned; `orders.cartId` is unique, so a race that slips through is caught and answered the
 * same way. Returns `{ id, created }`.
 */
export async function createOrder(ctx: ApiContext, input: CreateOrderInput): Promise<{ id: number; created: boolean }> {
  const { site, lang, userId, body } = input;
  const before = await requireCart(ctx.db, site.idSite, body.idCart, userId);
  const existing = await orderIdOfCart(ctx.db, body.idCart);
  if (existing !== undefined) return { id: existing, created: false };
  const products = productsOf(site);
  const keysOf = (cartId: string, declinationIds: readonly number[], code: string | null) =>
    orderLockKeys({ idSite: site.idSite, cartId, declinationIds, code }, products);
  const lines = await cartLinesOf(ctx.db, before.id);
  const locked = new Set(keysOf(before.id, lines.map((line) => line.idDeclination), codeOf(body.discount) ?? before.discountCode));
  try {
    return await checkAndTake(ctx.db, [...locked], async (trx) => {
      const again = await orderIdOfCart(trx, body.idCart);
      if (again !== undefined) return { id: again, created: false };
      const cart = await requireCart(trx, site.idSite, body.idCart, userId);
      const ownerId = cart.userId ?? userId;
      const email = guestEmailOf(ownerId, body.user.email, lang);
      const shipped = body.delivery.type === 'DELIVERY' || body.delivery.type === 'PICKUP';
      const code = codeOf(body.discount) ?? cart.discountCode;
      const priced = await validateCart(trx, site, cart, lang, shipped);
      const { confirmsLegalAge } = checkOrderConsents({
        acceptTerms: body.acceptTerms,
        legalAge: body.legalAge,
        productTypes: priced.lines.map((line) => line.productType),
        legalAgeConfirmedBefore: await legalAgeConfirmed(trx, site.idSite, ownerId),
        lang,
      });
      // A line or a code added between the first read and the lock was not locked: start again.
      if (keysOf(cart.id, priced.view.products.map((one) => one.idDeclination), code).some((key) => !locked.has(key))) {
        throw new ApiError(409, pickText(CART_CHANGED, lang));
      }
      const now = ctx.now();
      const delivery = resolveDelivery(site, body, priced.totals, lang, now, preparationDays(site, priced.view.products.map((line) => line.idProduct)));
      let amounts = {
        subtotalCents: priced.totals.totalProductToPayCents,
        shippingFeesCents: delivery.shippingFeesCents,
        discountCents: 0,
      };
      if (code) {
        const rules = siteDocument<DiscountCodesDocument>(site, 'shipping/discount-codes.json')?.discountCodes ?? [];
        const uses = await discountCodeUses(trx, site.idSite, code);
        const result = applyDiscountCode(rules, code, amounts, { today: wallClock(now).slice(0, 10), uses, lang });
        if (!result.ok) throw new ApiError(result.status === 404 ? 400 : result.status, result.message);
        amounts = { subtotalCents: amounts.subtotalCents, shippingFeesCents: amounts.shippingFeesCents, discountCents: result.discountCents };
      }
      const totalCents = amounts.subtotalCents + amounts.shippingFeesCents - amounts.discountCents;
      const status: OrderStatus = totalCents === 0 ? 'PAID' : 'PENDING_PAYMENT';
      const at = now.toISOString();
      const order = await trx
        .insertInto('orders')
        .values({
          idSite: site.idSite,
          userId: ownerId,
          cartId: cart.id,
          reference: orderReference(site.idSite, wallClock(now).slice(0, 10)),
          status,
          deliveryType: delivery.deliveryType,
          idCarrier: delivery.idCarrier,
          carrierName: delivery.carrierName,
          serviceCode: delivery.serviceCode,
          accessPoint: delivery.accessPoint ? JSON.stringify(delivery.accessPoint) : null,
          dateSchedule: delivery.dateSchedule,
          idSchedule: delivery.idSchedule,
          phone: body.user.phone,
          message: body.message ?? null,
          discountCode: code,
          subtotalCents: amounts.subtotalCents,
          discountCents: amounts.discountCents,
          shippingFeesCents: amounts.shippingFeesCents,
          totalCents,
          trackingNumber: null,
          deliveredAt: null,
          createdAt: at,
          updatedAt: at,
          lang,
          email,
          termsAcceptedAt: at,
          termsVersion: saleTermsVersion(site, lang),
          legalAgeConfirmedAt: confirmsLegalAge ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, line] of priced.lines.entries()) {
        const view = priced.view.products[index]!;
        await trx
          .insertInto('orderLines')
          .values({
            orderId: order.id,
            idProduct: view.idProduct,
            idDeclination: view.idDeclination,
            name: view.declinationName ? `${view.name} — ${view.declinationName}` : view.name,
            reference: view.reference,
            productType: line.productType,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
            unitToPayCents: lineAmounts(line).unitToPayCents,
            customizationCents: line.customizationCents,
            customizations: JSON.stringify(view.customizations),
            customized: view.customizations.length > 0 ? 1 : 0,
            isDematerialized: line.isDematerialized ? 1 : 0,
          })
          .execute();
      }
      const addresses = [['BILLING', body.address.billing], ['DELIVERY', body.address.delivery]] as const;
      for (const [kind, address] of addresses) {
        if (!address || (kind === 'DELIVERY' && delivery.deliveryType !== 'DELIVERY' && delivery.deliveryType !== 'PICKUP')) continue;
        await trx
          .insertInto('orderAddresses')
          .values({
            orderId: order.id, kind, firstname: address.firstname, lastname: address.lastname, firstPart: address.firstPart,
            secondPart: address.secondPart ?? null, postalCode: address.postalCode, city: address.city, country: address.country.toUpperCase(),
          })
          .execute();
      }
      await trx.insertInto('orderStatusHistory').values({ orderId: order.id, status, createdAt: at }).execute();
      if (code) await trx.insertInto('discountCodeUses').values({ idSite: site.idSite, code, orderId: order.id, userId, createdAt: at }).execute();
      await trx.updateTable('carts').set({ status: 'ORDERED', updatedAt: at }).where('id', '=', cart.id).execute();
      // The confirmation goes once the order is paid (settle-payment.ts): here only for an order with nothing to pay.
      if (status === 'PAID') await queueOrderConfirmation(trx, site, order.id, at);
      if (status === 'PAID') await queueOrderNotice(trx, site, order.id, at);
      if (status === 'PAID') await issueGiftVouchers(trx, site, order.id, at);
      return { id: order.id, created: true };
    });
  } catch (error) {
    const raced = await orderIdOfCart(ctx.db, body.idCart);
    if (raced !== undefined) return { id: raced, created: false };
    throw error;
  }
}
