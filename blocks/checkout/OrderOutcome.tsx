import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paymentContracts } from '../../schemas/api/shop/payment-contracts.ts';
import { formatCents, formatDeduction, orderIsPaid, pickupInWords } from '../../rules/index.ts';
import { useApiClient, useCart, useIntl, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { OrderView } from './checkout-data.ts';
import { OrderNextSteps } from './OrderNextSteps.tsx';

export interface OrderOutcomeProps {
  kind: 'success' | 'error' | 'cancel';
  order: OrderView | null;
  orderCart: string | null;
  /** Clears the checkout state (§4), on success. */
  onPaid: () => void;
}

export function OrderRecap({ order }: { order: OrderView }) {
  const intl = useIntl();
  const { locale } = useSiteData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.${id}` }, values);
  const price = (cents: number) => formatCents(cents, locale);
  return (
    <div className="checkout-summary checkout-summary--order">
      <p className="checkout-order-number">
        {t('orderNumber')} <strong>{order.reference}</strong>
      </p>
      <ul className="checkout-summary__lines">
        {order.products.map((line) => (
          <li key={line.id} className="checkout-summary__row">
            <span className="checkout-summary__name">
              {line.name}
              <span className="checkout-summary__quantity"> {t('quantity', { quantity: line.quantity })}</span>
            </span>{' '}
            <span className="checkout-summary__price">{price(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <dt>{t('subtotal')}</dt>
        <dd>{price(order.subtotal)}</dd>
        <dt>{t('shippingFees')}</dt>
        <dd>{order.shippingFees === 0 ? t('free') : price(order.shippingFees)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>{t('discount', { code: '' }).replace(' ()', '')}</dt>
            <dd className="checkout-summary__price">{formatDeduction(order.discount, locale)}</dd>
          </>
        ) : null}
        <dt className="checkout-summary__total">{t('total')}</dt>
        <dd className="checkout-summary__total">{price(order.total)}</dd>
      </dl>
      {order.accessPoint ? (
        <p>{t('relayAt')} : {order.accessPoint.name}, {order.accessPoint.addLine1}, {order.accessPoint.zipCode} {order.accessPoint.city}</p>
      ) : order.pickup ? (
        <p className="checkout-pickup">
          {t('pickupAt')} :{' '}
          {pickupInWords(order.pickup, locale).map((line, index) => (
            <span key={index}>{index > 0 ? <br /> : null}{line}</span>
          ))}
        </p>
      ) : order.addresses.delivery ? (
        <p>{t('deliverTo')} : {order.addresses.delivery.firstname} {order.addresses.delivery.lastname}, {order.addresses.delivery.firstPart}, {order.addresses.delivery.postalCode} {order.addresses.delivery.city}{order.carrier?.name ? ` — ${order.carrier.name}` : ''}</p>
      ) : null}
    </div>
  );
}

/**
 * The outcome pages: success (order number, summary; the cart and the checkout state are
 * cleared), a declined payment and a cancel (the order is kept, the payment can start again);
 * each says what happens next (OrderNextSteps), the order's summary beside it on a wide screen.
 */
export function OrderOutcome({ kind, order, orderCart, onPaid }: OrderOutcomeProps) {
  const intl = useIntl();
  const api = useApiClient();
  const cart = useCart();
  const { locale, apiBaseUrl = '/api' } = useSiteData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.${id}` }, values);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const paid = kind === 'success' && order !== null && orderIsPaid(order.status.code);

  useEffect(() => {
    if (!paid) return;
    onPaid();
    void cart.send({ type: 'clear' });
  }, [paid]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!order) {
    return (
      <div className="checkout-outcome">
        <p className="checkout-alert" role="alert">{t('noOrder')}</p>
        <p><Link className="checkout-button" to={withLocalePrefix('/', locale)}>{t('continue')}</Link></p>
      </div>
    );
  }
  const retry = async () => {
    setRetrying(true);
    setRetryError(null);
    const cart = orderCart ?? '';
    const fill = (path: string) => `${withLocalePrefix(path, locale)}${path.includes('?') ? '&' : '?'}order=${order.id}&cart=${encodeURIComponent(cart)}`;
    const result = await api.call(paymentContracts.start, {
      params: { orderId: order.id },
      body: {
        cart,
        returnPath: `${withLocalePrefix(`/order/cawl/result/${order.id}`, locale)}?cart=${encodeURIComponent(cart)}`,
        cancelPath: fill('/order/cancel'),
      },
    });
    if (!result.success) {
      setRetrying(false);
      setRetryError(result.status === undefined ? t('unreachable') : result.message);
      return;
    }
    const url = result.data.redirectUrl;
    window.location.assign(url.startsWith('/') ? `${apiBaseUrl.replace(/\/+$/, '')}${url}` : url);
  };
  // Paid after its units were sold meanwhile: the payment went back at once (issue 32, item 1),
  // so the page says so and offers no second payment.
  const message = order.status.code === 'REFUNDED_OUT_OF_STOCK' ? 'refundedOutOfStock' : kind;
  return (
    <div className="checkout-outcome checkout-outcome--order">
      <div className="checkout-outcome__main">
        <div className={`checkout-outcome__message checkout-outcome__message--${kind}`} role={kind === 'success' ? 'status' : 'alert'}>
          <h2>{t(`${message}.title`)}</h2>
          <p>{message === 'success' ? t('success.text') : t(`${message}.text`, { reference: order.reference })}</p>
        </div>
        {message === 'refundedOutOfStock' ? null : <OrderNextSteps order={order} state={kind === 'success' ? (paid ? 'paid' : 'pending') : 'unpaid'} />}
        {retryError ? <p className="checkout-alert" role="alert">{retryError}</p> : null}
        <div className="checkout-actions">
          {kind === 'success' || message === 'refundedOutOfStock' ? null : (
            <button type="button" className="checkout-button" onClick={() => void retry()} disabled={retrying} aria-busy={retrying}>
              {retrying ? t('retrying') : t('retry')}
            </button>
          )}
          <Link className={kind === 'success' ? 'checkout-button' : 'checkout-button checkout-button--secondary'} to={withLocalePrefix('/', locale)}>{t('continue')}</Link>
        </div>
      </div>
      <OrderRecap order={order} />
    </div>
  );
}
