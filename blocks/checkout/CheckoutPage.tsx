import { Link } from 'react-router';
import { initialDeliveryType, orderIsPaid } from '../../rules/index.ts';
import { type BlockProps, BlockSection, useIntl, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import { AddressStep } from './AddressStep.tsx';
import type { CheckoutData } from './checkout-data.ts';
import type { CheckoutProps } from './checkout.block.ts';
import { CheckoutProgress } from './CheckoutProgress.tsx';
import { stepBefore, stepPath } from './checkout-steps.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { OrderOutcome } from './OrderOutcome.tsx';
import { PaymentPending, PaymentResultWithoutOrder } from './PaymentPending.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import { useCheckout } from './use-checkout.ts';
import './checkout.css';

/**
 * The checkout pages (fixed routes /cart/address, /cart/shipping, /cart/payment) and the outcome
 * pages (/cart/success/{id}, /order/error, /order/cancel). Each step is its own route, so the
 * browser's back and forward buttons move between steps; the checkout machine keeps what was
 * chosen (and local storage keeps it across a reload). The steps need JavaScript: the server
 * renders the summary and a loading line, the machine fills in the form once it runs.
 */
export function CheckoutPage({ props, data }: BlockProps<CheckoutProps, CheckoutData>) {
  const intl = useIntl();
  const { locale } = useSiteData();
  const { snapshot, send, failed } = useCheckout();
  const t = (id: string) => intl.formatMessage({ id: `checkout.${id}` });
  const step = props.step;

  // The success page says "confirmed" only for a paid order; otherwise it waits for the payment like the result page (issue 32, item 9).
  const awaitingPayment = step === 'success' && data?.order != null && !orderIsPaid(data.order.status.code);
  if ((step === 'result' && (data?.paymentPending || !data?.order)) || awaitingPayment) {
    return (
      <BlockSection type="checkout">
        {data?.order ? <PaymentPending order={data.order} orderCart={data.orderCart} /> : <PaymentResultWithoutOrder linkExpired={data?.linkExpired ?? false} />}
      </BlockSection>
    );
  }
  if (step === 'success' || step === 'error' || step === 'cancel' || step === 'result') {
    return (
      <BlockSection type="checkout">
        <OrderOutcome kind={step === 'result' ? 'error' : step} order={data?.order ?? null} orderCart={data?.orderCart ?? null} onPaid={() => send({ type: 'CLEAR' })} />
      </BlockSection>
    );
  }
  const cart = data?.cart ?? null;
  if (!cart || cart.products.length === 0) {
    return (
      <BlockSection type="checkout">
        <div className="checkout-outcome">
          <p className="checkout-notes">{t('emptyCart')}</p>
          <p><Link className="checkout-button" to={withLocalePrefix('/', locale)}>{t('backToShop')}</Link></p>
        </div>
      </BlockSection>
    );
  }
  // A cart with nothing to ship (gift vouchers) has no delivery step (decision 0059).
  const nothingToShip = initialDeliveryType(cart.products) === 'no_delivery';
  const back = stepBefore(step, nothingToShip);
  return (
    <BlockSection type="checkout">
      <CheckoutProgress current={step} locale={locale} nothingToShip={nothingToShip} />
      <div className="checkout-layout">
        <div className="checkout-main">
          {failed ? (
            <p className="checkout-alert" role="alert">{t('loadFailed')}</p>
          ) : !snapshot ? (
            <p className="checkout-loading" role="status">{t('loading')}</p>
          ) : step === 'address' ? (
            <AddressStep snapshot={snapshot} send={send} countries={data?.countries ?? []} savedAddresses={data?.savedAddresses ?? null} member={data?.member ?? null} nothingToShip={nothingToShip} />
          ) : step === 'shipping' ? (
            <ShippingStep snapshot={snapshot} send={send} cart={cart} pickup={data?.pickup ?? []} />
          ) : (
            <PaymentStep snapshot={snapshot} send={send} cart={cart} />
          )}
          {step === 'address' ? (
            <p className="checkout-back"><Link to={withLocalePrefix('/cart', locale)}>{t('backToCart')}</Link></p>
          ) : (
            <p className="checkout-back"><Link to={withLocalePrefix(stepPath(back ?? 'address'), locale)}>{t('back')}</Link></p>
          )}
        </div>
        <CheckoutSummary cart={cart} checkout={snapshot?.context ?? null} locale={locale} />
      </div>
    </BlockSection>
  );
}
