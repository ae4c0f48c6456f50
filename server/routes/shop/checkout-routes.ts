import { Hono } from 'hono';
import type { AccessPointsDocument } from '../../../schemas/shipping/access-points.schema.ts';
import type { ClickAndCollectDocument } from '../../../schemas/shipping/click-and-collect.schema.ts';
import type { DiscountCodesDocument } from '../../../schemas/shipping/discount-codes.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../http/index.ts';
import { requireCart } from '../../shop/cart/cart-repository.ts';
import { cartOrderView, resumableOrderOfCart } from '../../shop/orders/ordered-cart-order.ts';
import { cartTotals } from '../../shop/cart/cart-totals.ts';
import { DECLINATION_NOT_FOUND, PRODUCT_NOT_FOUND, productsOf, siteDocument } from '../../shop/catalogue/catalogue.ts';
import { clickAndCollectDates, wallClock } from '../../shop/checkout/click-and-collect-dates.ts';
import { preparationDays } from '../../shop/checkout/preparation-days.ts';
import { cartLinesOf } from '../../shop/cart/cart-repository.ts';
import { applyDiscountCode } from '../../shop/cart/discount-code.ts';
import { discountCodeUses } from '../../shop/cart/discount-code-uses.ts';
import { toCents, toEuros } from '../../../rules/index.ts';
import { nearestAccessPoints } from '../../shop/checkout/nearest-access-points.ts';
import { pricedLineOf } from '../../shop/cart/priced-line.ts';
import { carriersOf, quoteCarriers } from '../../shop/checkout/shipping-quote.ts';
import { shippingRates } from '../../shop/checkout/shipping-rates.ts';
import { requireShop } from '../../shop/shop-site.ts';
import { siteOf } from '../../http/request-context.ts';
import { checkShipmentLimits } from '../../shop/checkout/shipment-limits.ts';
import { checkDestination, destinationRefusal } from '../../shop/checkout/check-destination.ts';
import { numberParameter } from '../../shop/shop-site.ts';
import { validateCart } from '../../shop/cart/validate-cart.ts';
import { shopRequest, shopRoute } from './shop-request.ts';
import { orderContracts } from '../../../schemas/api/shop/order-contracts.ts';
import { productContracts } from '../../../schemas/api/shop/product-contracts.ts';
import { checkoutContracts } from '../../../schemas/api/shop/checkout-contracts.ts';

const CLICK_AND_COLLECT_DAYS = 21;

/** Shipping fees, access points, click-and-collect dates, discount codes, cart validation. */
export function checkoutRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  shopRoute(app, checkoutContracts.shippingFees, async ({ body }, c) => {
    const { site, lang } = await shopRequest(c);
    checkDestination(site, body.country, lang);
    const products = productsOf(site);
    const lines = body.products.map((wanted) => {
      const product = products.find((one) => one.id === wanted.idProduct && one.isValid !== false);
      if (!product) throw new ApiError(404, PRODUCT_NOT_FOUND, null, { id: String(wanted.idProduct) });
      const declination = wanted.idDeclination === undefined ? product.declinations[0] : product.declinations.find((one) => one.id === wanted.idDeclination);
      if (!declination) throw new ApiError(404, DECLINATION_NOT_FOUND, null, { id: String(wanted.idDeclination) });
      return pricedLineOf(site, product, declination, wanted.quantity);
    });
    const totals = cartTotals(lines);
    const limits = { min: numberParameter(site, 'MIN_BOTTLES_PER_SHIPMENT'), max: numberParameter(site, 'MAX_BOTTLES_PER_SHIPMENT') };
    const problem = totals.needsShipping && totals.bottleCount > 0 ? checkShipmentLimits(totals.bottleCount, limits, lang) : null;
    if (problem) throw new ApiError(400, problem.message, { errors: { shipment: problem.message } });
    const quote = quoteCarriers(site, totals, { country: body.country.toUpperCase(), postalCode: body.postalCode });
    return quote.carriers;
  });

  shopRoute(app, checkoutContracts.accessPoints, async ({ body }, c) => {
    const { site } = await shopRequest(c);
    const points = siteDocument<AccessPointsDocument>(site, 'shipping/access-points.json')?.accessPoints ?? [];
    return nearestAccessPoints(points, { postalCode: body.postalCode, country: body.country ?? 'FRA', idCarrier: body.idCarrier });
  });

  // Extension of §7: the site's home delivery rates for its smallest shipment (fees in euros),
  // which product pages publish as schema.org shipping details. Public: no cart, no user.
  shopRoute(app, productContracts.shippingRates, (_input, c) => {
    const site = requireShop(siteOf(c));
    const bottles = Math.max(1, numberParameter(site, 'MIN_BOTTLES_PER_SHIPMENT'));
    const rates = shippingRates(carriersOf(site), bottles, (country) => destinationRefusal(site, country) === null).map(({ feeCents, ...rate }) => ({ ...rate, fee: toEuros(feeCents) }));
    return { bottles, freeShippingPrice: toEuros(toCents(numberParameter(site, 'FREE_SHIPPING_PRICE'))), rates };
  });

  // Extension of §7: the pick-up dates offered for click-and-collect.
  shopRoute(app, checkoutContracts.collectDates, async ({ query }, c) => {
    const { site, lang } = await shopRequest(c);
    const addresses = (siteDocument<ClickAndCollectDocument>(site, 'shipping/click-and-collect.json')?.addresses ?? []).filter(
      (address) => query.idAddress === undefined || address.id === query.idAddress,
    );
    if (query.idAddress !== undefined && addresses.length === 0) throw new ApiError(404, { en: 'Pick-up address {id} does not exist', fr: 'Le lieu de retrait {id} n’existe pas' }, null, { id: String(query.idAddress) });
    const now = wallClock(ctx.now());
    const delayHours = numberParameter(site, 'CLICK_AND_COLLECT_DELAY_HOURS');
    const lines = query.idCart ? await cartLinesOf(ctx.db, query.idCart) : [];
    const preparation = preparationDays(site, lines.map((line) => line.idProduct));
    return addresses.map((address) => {
      const { schedules: _schedules, closedDates: _closed, ...rest } = resolveLocalized(address, lang);
      const dates = clickAndCollectDates({ address, delayHours, now, days: CLICK_AND_COLLECT_DAYS, preparationDays: preparation, ...(query.from ? { from: query.from } : {}) });
      return { ...rest, idAddress: address.id, dates };
    });
  });

  shopRoute(app, orderContracts.discount, async ({ body }, c) => {
    const { site, lang } = await shopRequest(c);
    const code = typeof body.discount === 'string' ? body.discount : body.discount.code;
    const rules = siteDocument<DiscountCodesDocument>(site, 'shipping/discount-codes.json')?.discountCodes ?? [];
    const subtotalCents = toCents(body.subtotal);
    const shippingFeesCents = toCents(body.shippingFees);
    if (Math.abs(toCents(body.total) - subtotalCents - shippingFeesCents) > 1) {
      throw new ApiError(400, "Invalid field 'total' in body: must equal subtotal + shippingFees");
    }
    const uses = await discountCodeUses(ctx.db, site.idSite, code);
    const result = applyDiscountCode(rules, code, { subtotalCents, shippingFeesCents }, { today: wallClock(ctx.now()).slice(0, 10), uses, lang });
    if (!result.ok) throw new ApiError(result.status, result.message);
    return {
      value: { code: result.code },
      subtotal: toEuros(result.subtotalCents),
      shippingFees: toEuros(result.shippingFeesCents),
      discount: toEuros(result.discountCents),
      total: toEuros(result.totalCents),
    };
  });

  shopRoute(app, checkoutContracts.validate, async ({ body }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const cart = await requireCart(ctx.db, site.idSite, body.idCart, userId);
    // Already ordered (back from the payment page): the order awaiting its payment is resumed as
    // it was recorded, never validated again nor made twice; paid or cancelled, a 409 naming it.
    if (cart.status !== 'OPEN') return { order: cartOrderView(await resumableOrderOfCart(ctx.db, site.idSite, cart, userId, lang), lang) };
    const shipped = body.deliveryType === undefined || body.deliveryType === 'DELIVERY' || body.deliveryType === 'PICKUP';
    const priced = await validateCart(ctx.db, site, cart, lang, shipped);
    return {
      cart: priced.view,
      totalProduct: priced.view.totalProduct,
      totalProductToPay: priced.view.totalProductToPay,
      bottleCount: priced.totals.bottleCount,
      needsShipping: priced.totals.needsShipping,
      freeShipping: priced.totals.freeShippingByProduct,
    };
  });

  return app;
}
