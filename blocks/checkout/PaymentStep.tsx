import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { dayInWords, formatCents, initialDeliveryType, isAlcohol } from '../../rules/index.ts';
import { type Cart, type CheckoutEvent, type OrderConsents, missingForOrder, useApiClient, useIntl, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import { CheckoutError } from './CheckoutError.tsx';
import { consentProblems } from './consent-problems.ts';
import { OrderConsentsFields } from './OrderConsentsFields.tsx';
import { paymentAmounts } from './payment-amounts.ts';
import { PaymentTrust } from './PaymentTrust.tsx';
import type { CheckoutSnapshot } from './use-checkout.ts';

export interface PaymentStepProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
  cart: Cart;
}

/**
 * Step 3: where the order goes, the discount code, then the order is placed once and the browser
 * goes to the provider. Back from the provider's page the cart is already ordered: the step shows
 * that order's amounts and pays it again (a new checkout for the same order, issue 32); an order
 * already paid or cancelled is named with a link to it.
 */
/** Whether the member certified their legal age on an earlier order (`GET /order/consents`); false until known. */
function useLegalAgeConfirmed(): boolean {
  const api = useApiClient();
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    let live = true;
    void api.call(checkoutContracts.consents, {}).then((result) => {
      if (live && result.success) setConfirmed(result.data.legalAgeConfirmed);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return confirmed;
}

export function PaymentStep({ snapshot, send, cart }: PaymentStepProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { locale } = useSiteData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.${id}` }, values);
  const context = snapshot.context;
  const [code, setCode] = useState('');
  const missing = missingForOrder(context);
  const placing = snapshot.matches('placing');
  const placed = snapshot.matches('placed');
  const discounting = snapshot.matches('discounting');
  const { total } = paymentAmounts(cart, context);
  const resumed = cart.order ?? null;
  const [consents, setConsents] = useState<OrderConsents>({ acceptTerms: false, legalAge: false });
  const [problems, setProblems] = useState<('acceptTerms' | 'legalAge')[]>([]);
  const legalAgeConfirmed = useLegalAgeConfirmed();
  const asksLegalAge = !legalAgeConfirmed && cart.products.some((line) => isAlcohol(line.type));
  // Nothing to ship (gift vouchers): no delivery step to go back to (decision 0059).
  const nothingToShip = initialDeliveryType(cart.products) === 'no_delivery';

  useEffect(() => {
    if (missing === 'address') navigate(withLocalePrefix('/cart/address', locale), { replace: true });
    else if (missing === 'shipping' && nothingToShip) send({ type: 'SET_DELIVERY_TYPE', deliveryType: 'no_delivery' });
    else if (missing === 'shipping') navigate(withLocalePrefix('/cart/shipping', locale), { replace: true });
  }, [missing]); // eslint-disable-line react-hooks/exhaustive-deps
  // The order exists: off to the provider's page (a full page load, outside the app).
  useEffect(() => {
    if (placed && context.order) window.location.assign(context.order.redirectUrl);
  }, [placed, context.order]);
  // Prices or stock moved: read the cart again so the summary shows what will be charged.
  useEffect(() => {
    if (context.cartChanged) void revalidator.revalidate();
  }, [context.cartChanged]); // eslint-disable-line react-hooks/exhaustive-deps

  const shipping = context.addresses.shipping;
  const applyCode = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'APPLY_DISCOUNT', code, subtotal: cart.totalProductToPay });
  };
  const pay = () => {
    // An order already placed (back from the provider's page) accepted them when it was placed.
    const missingConsents = resumed ? [] : consentProblems(consents, asksLegalAge);
    setProblems(missingConsents);
    if (missingConsents.length > 0) return;
    send({
      type: 'PLACE_ORDER',
      request: {
        consents,
        expectedProductTotal: cart.totalProductToPay,
        returnPath: `${withLocalePrefix('/order/cawl/result/{id}', locale)}?cart={cart}`,
        cancelPath: `${withLocalePrefix('/order/cancel', locale)}?order={id}&cart={cart}`,
        successPath: `${withLocalePrefix('/cart/success/{id}', locale)}?cart={cart}`,
      },
    });
  };

  return (
    <div className="checkout-form">
      <CheckoutError error={context.error} send={send} />
      {context.closedOrder ? (
        <p className="checkout-notes">
          <Link to={`${withLocalePrefix(`/cart/success/${context.closedOrder.id}`, locale)}?cart=${encodeURIComponent(cart.id)}`}>{t('seeOrder', { reference: context.closedOrder.reference })}</Link>
        </p>
      ) : null}
      {resumed ? <p className="checkout-notes" role="status">{t('resume', { reference: resumed.reference })}</p> : null}
      <section className="checkout-fieldset checkout-recap" aria-labelledby="checkout-recap-title">
        <h2 id="checkout-recap-title" className="checkout-recap__title">
          {context.deliveryType === 'no_delivery' ? t('sentByMail') : context.deliveryType === 'clickAndCollect' ? t('pickupAt') : context.carrier?.deliveryType === 'PICKUP' ? t('relayAt') : t('deliverTo')}
        </h2>
        {context.deliveryType === 'no_delivery' ? (
          <p>{t('sentByMailText')}</p>
        ) : context.deliveryType === 'clickAndCollect' && context.clickAndCollect ? (
          <p>{dayInWords(context.clickAndCollect.date, locale)}</p>
        ) : context.carrier?.deliveryType === 'PICKUP' && context.accessPointAddress ? (
          <p>
            {context.accessPointAddress.name}, {context.accessPointAddress.addLine1}, {context.accessPointAddress.zipCode} {context.accessPointAddress.city} — {context.carrier.name}
          </p>
        ) : shipping && context.deliveryType === 'delivery' ? (
          <p>
            {shipping.firstname} {shipping.lastname}, {shipping.address}, {shipping.postalCode} {shipping.city} — {context.carrier?.name}
          </p>
        ) : null}
        {resumed ? null : (
          <p className="checkout-recap__links">
            <Link to={withLocalePrefix('/cart/address', locale)}>{t('change')} : {t('step.address')}</Link>
            {nothingToShip ? null : (
              <>
                {' · '}
                <Link to={withLocalePrefix('/cart/shipping', locale)}>{t('change')} : {t('step.shipping')}</Link>
              </>
            )}
          </p>
        )}
      </section>
      {resumed ? null : context.discount ? (
        <p className="checkout-discount" role="status">
          {t('applied', { code: context.discount.value.code })}{' '}
          <button type="button" className="checkout-link-button" onClick={() => send({ type: 'REMOVE_DISCOUNT' })}>{t('remove', { code: context.discount.value.code })}</button>
        </p>
      ) : (
        <form className="checkout-discount" onSubmit={applyCode}>
          <label htmlFor="checkout-discount-code">{t('discountCode')}</label>
          <div className="checkout-discount__row">
            <input id="checkout-discount-code" className="shop-input" value={code} autoComplete="off" autoCapitalize="characters" onChange={(e) => setCode(e.target.value)} />
            <button type="submit" className="checkout-button checkout-button--secondary" disabled={discounting || code.trim() === ''}>{discounting ? t('applying') : t('apply')}</button>
          </div>
        </form>
      )}
      {resumed ? null : (
        <OrderConsentsFields
          value={consents}
          onChange={(next) => {
            setConsents(next);
            setProblems((shown) => consentProblems(next, asksLegalAge).filter((one) => shown.includes(one)));
          }}
          asksLegalAge={asksLegalAge}
          problems={problems}
        />
      )}
      <PaymentTrust />
      <div className="checkout-actions">
        <button type="button" className="checkout-button" onClick={pay} disabled={placing || placed || missing !== null} aria-busy={placing || placed}>
          {placed ? t('redirecting') : placing ? t('placing') : t('pay', { total: formatCents(total, locale) })}
        </button>
      </div>
      <p className="visually-hidden" role="status">{placed ? t('redirecting') : placing ? t('placing') : ''}</p>
    </div>
  );
}
