import { CardLogos, cardSchemesOf, parameterString, paymentProviderName, reassuranceText, useIntl, useSiteData } from '../../runtime/index.ts';

/**
 * The payment step's trust signals (issue 38, item 5): the provider's secure page with 3-D Secure,
 * card details never on our site, and the logos of the cards the configured provider takes
 * (PAYMENT_METHOD, decision 0071), above the pay button.
 */
export function PaymentTrust() {
  const intl = useIntl();
  const { locale, parameters } = useSiteData();
  const method = parameterString(parameters, 'PAYMENT_METHOD', 'cawl');
  const provider = paymentProviderName(method);
  return (
    <section className="checkout-trust" aria-labelledby="checkout-trust-title">
      <h2 id="checkout-trust-title" className="checkout-trust__title">
        <svg className="checkout-trust__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {reassuranceText(locale, 'payment')}
      </h2>
      <p>{provider ? reassuranceText(locale, 'paymentBy', { provider }) : reassuranceText(locale, 'paymentAny')}</p>
      <p>{intl.formatMessage({ id: 'checkout.secure' })}</p>
      <CardLogos schemes={cardSchemesOf(method)} label={reassuranceText(locale, 'cards')} />
    </section>
  );
}
