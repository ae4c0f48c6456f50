import { formatCents, formatDeduction, type Locale } from '../../rules/index.ts';
import { cartLineAnswers, mediaImage, useIntl } from '../../runtime/index.ts';
import type { Cart, CheckoutContext } from '../../runtime/index.ts';
import { paymentAmounts } from './payment-amounts.ts';
import './checkout-summary.css';

export interface CheckoutSummaryProps {
  cart: Cart;
  checkout: CheckoutContext | null;
  locale: Locale;
}

/**
 * The order as it stands: lines (thumbnail, name, personalisation), subtotal, the §4 shipping fee
 * (to choose until known), the discount and the total — an ordered cart's own order amounts (paymentAmounts).
 * On a phone it stands above the step, folded to one line that gives the count and the total
 * (decision 0070); from 996 px it is always open beside the step (checkout-summary.css).
 */
export function CheckoutSummary({ cart, checkout, locale }: CheckoutSummaryProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.${id}` }, values);
  const price = (cents: number) => formatCents(cents, locale);
  const { subtotal, shippingFees: fees, discount, total } = paymentAmounts(cart, checkout);
  const items = cart.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <details className="checkout-summary__fold">
        <summary className="checkout-summary__toggle">{t('showSummary', { count: items, total: price(total) })}</summary>
        <h2 id="checkout-summary-title">{t('summary')}</h2>
        <ul className="checkout-summary__lines">
          {cart.products.map((line) => {
            const answers = cartLineAnswers(line.customizations, locale);
            return (
              <li key={line.idCartProduct} className="checkout-summary__line">
                <img className="checkout-summary__image" src={mediaImage(line.image, line.name)} alt="" width={56} height={56} loading="lazy" decoding="async" />
                <span className="checkout-summary__name">
                  {line.name}
                  {line.declinationName ? <span className="checkout-summary__declination"> — {line.declinationName}</span> : null}
                  <span className="checkout-summary__quantity"> {t('quantity', { quantity: line.quantity })}</span>
                  {answers.length > 0 ? (
                    <ul className="checkout-summary__answers" aria-label={t('personalisation')}>
                      {answers.map((answer) => <li key={answer.id}>{answer.text}</li>)}
                    </ul>
                  ) : null}
                </span>
                <span className="checkout-summary__price">{formatCents(line.priceToPay * line.quantity, locale)}</span>
              </li>
            );
          })}
        </ul>
        <dl className="checkout-summary__totals">
          <dt>{t('subtotal')}</dt>
          <dd>{price(subtotal)}</dd>
          <dt>{t('shippingFees')}</dt>
          <dd>{fees === null ? t('toChoose') : fees === 0 ? t('free') : price(fees)}</dd>
          {discount ? (
            <>
              <dt>{t('discount', { code: discount.code })}</dt>
              <dd>{formatDeduction(discount.amount, locale)}</dd>
            </>
          ) : null}
          <dt className="checkout-summary__total">{t('total')}</dt>
          <dd className="checkout-summary__total">{price(total)}</dd>
        </dl>
      </details>
    </aside>
  );
}
