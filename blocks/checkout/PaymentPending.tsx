import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paymentContracts } from '../../schemas/api/shop/payment-contracts.ts';
import { useApiClient, useIntl, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { OrderView } from './checkout-data.ts';
import { nextCheckDelay } from './next-check-delay.ts';
import { OrderNextSteps } from './OrderNextSteps.tsx';
import { OrderRecap } from './OrderOutcome.tsx';
import { paymentResultPath, type PaymentResult } from './payment-result-path.ts';
import './payment-pending.css';

export interface PaymentPendingProps {
  order: OrderView;
  orderCart: string | null;
  /** Asks where the payment stands; null when it cannot be reached. Default: `GET /order/cawl/result/{id}`. */
  check?: () => Promise<PaymentResult | null>;
}

/**
 * The result page while the provider has not told the outcome yet (issue #25): says the payment
 * is being confirmed, asks again on its own (next-check-delay.ts) and moves to the success page
 * once the webhook has settled it — or to the error/cancel page. Without JavaScript, "check now"
 * reloads the page, whose loader asks the provider again. After about 3 minutes it stops asking
 * and says the confirmation will come by e-mail.
 */
export function PaymentPending({ order, orderCart, check }: PaymentPendingProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const api = useApiClient();
  const { locale } = useSiteData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.${id}` }, values);
  const ask = check ?? (async () => {
    const answer = await api.call(paymentContracts.result, { params: { id: order.id }, ...(orderCart ? { query: { cart: orderCart } } : {}) });
    return answer.success ? answer.data : null;
  });
  const [slow, setSlow] = useState(false);
  const [checking, setChecking] = useState(false);
  const [round, setRound] = useState(0);

  /** Asks once; moves on when the payment is settled, answers whether it still waits. */
  const askOnce = async (): Promise<boolean> => {
    const result = await ask().catch(() => null);
    const path = result ? paymentResultPath(result, order.id, orderCart, locale) : null;
    if (path) navigate(path, { replace: true });
    return path === null;
  };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const schedule = () => {
      const delay = nextCheckDelay(asked);
      if (delay === null) setSlow(true);
      else timer = setTimeout(() => void run(), delay);
    };
    const run = async () => {
      asked += 1;
      const waiting = await askOnce();
      if (!stopped && waiting) schedule();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]); // eslint-disable-line react-hooks/exhaustive-deps

  const here = `${withLocalePrefix(`/order/cawl/result/${order.id}`, locale)}${orderCart ? `?cart=${encodeURIComponent(orderCart)}` : ''}`;
  const checkNow = async (event: MouseEvent) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    const waiting = await askOnce();
    if (!waiting) return;
    setChecking(false);
    setSlow(false);
    setRound((value) => value + 1);
  };
  return (
    <div className="checkout-outcome checkout-outcome--order">
      <div className="checkout-outcome__main">
        <div className="checkout-outcome__message checkout-outcome__message--pending" role="status">
          <h2><span className="checkout-pending__spinner" aria-hidden="true" /> {t('pending.title')}</h2>
          <p>{t('pending.text', { reference: order.reference })}</p>
          {slow ? <p className="checkout-pending__slow">{t('pending.slow')}</p> : null}
        </div>
        <OrderNextSteps order={order} state="pending" />
        <div className="checkout-actions">
          <a className="checkout-button" href={here} onClick={(event) => void checkNow(event)} aria-disabled={checking || undefined}>
            {checking ? t('pending.checking') : t('pending.check')}
          </a>
          <Link className="checkout-button checkout-button--secondary" to={withLocalePrefix('/account/orders', locale)}>{t('result.orders')}</Link>
        </div>
      </div>
      <OrderRecap order={order} />
    </div>
  );
}

/**
 * The result page reached without an order (`/order/cawl/result`): what it is for, and where to go.
 * With `linkExpired` (`?link=expired`: a return link from the payment page that has expired or is
 * not ours, issue 32): the link has expired; sign in, or open the link of the mail, or go back to the cart.
 */
export function PaymentResultWithoutOrder({ linkExpired = false }: { linkExpired?: boolean }) {
  const intl = useIntl();
  const { locale } = useSiteData();
  const t = (id: string) => intl.formatMessage({ id: `checkout.${id}` });
  const kind = linkExpired ? 'expired' : 'missing';
  return (
    <div className="checkout-outcome">
      <div className="checkout-outcome__message checkout-outcome__message--pending" role={linkExpired ? 'status' : undefined}>
        <h2>{t(`result.${kind}.title`)}</h2>
        <p>{t(`result.${kind}.text`)}</p>
      </div>
      <div className="checkout-actions">
        {linkExpired ? <Link className="checkout-button" to={withLocalePrefix('/auth', locale)}>{t('result.signIn')}</Link> : null}
        <Link className={linkExpired ? 'checkout-button checkout-button--secondary' : 'checkout-button'} to={withLocalePrefix('/account/orders', locale)}>{t('result.orders')}</Link>
        <Link className="checkout-button checkout-button--secondary" to={withLocalePrefix('/cart', locale)}>{t('result.cart')}</Link>
        <Link className="checkout-button checkout-button--secondary" to={withLocalePrefix('/', locale)}>{t('continue')}</Link>
      </div>
    </div>
  );
}
