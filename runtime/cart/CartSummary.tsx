import { Link } from 'react-router';
import { checkShipmentLimits } from '../../rules/shop/shipment-limits.ts';
import { formatCents } from '../../rules/shop/format-price.ts';
import { formatDeduction } from '../../rules/shop/format-deduction.ts';
import type { Locale } from '../../rules/locale.ts';
import { freeShippingBottleCount } from '../../rules/shop/free-shipping-bottle-count.ts';
import type { Cart } from './cart-types.ts';
import { parameterCents, parameterNumber, type ParameterList } from '../ui/theme/parameter-value.ts';
import { withLocalePrefix } from '../engine/router/locale.ts';
import { cartCount, cartText } from './cart-messages.ts';
import { freeShippingProgress } from './free-shipping-progress.ts';

export interface CartSummaryProps {
  cart: Cart;
  locale: Locale;
  parameters: ParameterList;
}

/**
 * The totals of a cart (subtotal, discounts, products total), the free-shipping progress
 * (FREE_SHIPPING_PRICE, FREE_SHIPPING_BOTTLES, counted as §9 says), the shipment limits
 * (MIN/MAX_BOTTLES_PER_SHIPMENT) and the checkout link, disabled while a limit is broken. Below
 * the minimum, a site that offers click-and-collect keeps the link open and says that delivery
 * starts at the minimum and collection at one bottle (the minimum binds shipments only).
 */
export function CartSummary({ cart, locale, parameters }: CartSummaryProps) {
  const discountCents = cart.totalProduct - cart.totalProductToPay;
  const shipped = cart.products.filter((line) => line.hasShippingFees && !line.isDematerialized);
  const progress = freeShippingProgress(shipped, cart.totalProductToPay, {
    priceCents: parameterCents(parameters, 'FREE_SHIPPING_PRICE'),
    bottles: parameterNumber(parameters, 'FREE_SHIPPING_BOTTLES', 0),
  });
  const bottles = freeShippingBottleCount(shipped);
  const limit = bottles > 0
    ? checkShipmentLimits(bottles, { min: parameterNumber(parameters, 'MIN_BOTTLES_PER_SHIPMENT', 0), max: parameterNumber(parameters, 'MAX_BOTTLES_PER_SHIPMENT', 0) }, locale)
    : null;
  const collectOnly = limit?.code === 'BELOW_MIN_BOTTLES' && cart.canCollect === true;
  const left = progress && !progress.reached ? leftText(progress.amountLeftCents, progress.bottlesLeft, locale) : '';
  return (
    <div className="cart-summary">
      <dl className="cart-summary__totals">
        <div><dt>{cartText(locale, 'subtotal')}</dt><dd>{formatCents(cart.totalProduct, locale)}</dd></div>
        {discountCents > 0 ? <div className="cart-summary__discount"><dt>{cartText(locale, 'discounts')}</dt><dd>{formatDeduction(discountCents, locale)}</dd></div> : null}
        <div className="cart-summary__total"><dt>{cartText(locale, 'total')}</dt><dd>{formatCents(cart.totalProductToPay, locale)}</dd></div>
      </dl>
      {progress ? (
        <div className="cart-shipping">
          <p className="cart-shipping__text">{progress.reached ? cartText(locale, 'freeShippingReached') : left}</p>
          <progress className="cart-shipping__bar" max={100} value={Math.round(progress.ratio * 100)} aria-label={cartText(locale, 'freeShippingProgress')} />
        </div>
      ) : null}
      {collectOnly ? <p className="cart-summary__note">{cartText(locale, 'collectBelowMin', { min: limit.limit })}</p> : null}
      {limit && !collectOnly ? <p className="cart-summary__limit" role="alert">{limit.message}</p> : null}
      {limit && !collectOnly ? (
        <span className="cart-summary__checkout" aria-disabled="true" role="link">{cartText(locale, 'checkout')}</span>
      ) : (
        <Link className="cart-summary__checkout" to={withLocalePrefix('/cart/address', locale)}>{cartText(locale, 'checkout')}</Link>
      )}
    </div>
  );
}

function leftText(amountCents: number | null, bottles: number | null, locale: Locale): string {
  const price = amountCents === null ? '' : formatCents(amountCents, locale);
  if (amountCents !== null && bottles !== null) return cartText(locale, 'freeShippingLeft', { amount: price, bottles: cartCount(locale, 'bottles', bottles) });
  if (amountCents !== null) return cartText(locale, 'freeShippingLeftAmount', { amount: price });
  return cartText(locale, 'freeShippingLeftBottles', { bottles: cartCount(locale, 'bottles', bottles ?? 0) });
}
