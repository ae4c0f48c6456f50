import { useEffect, useRef } from 'react';
import { useIntl, useSiteData, withLocalePrefix, type OrderConsents } from '../../runtime/index.ts';

export interface OrderConsentsFieldsProps {
  value: OrderConsents;
  onChange: (value: OrderConsents) => void;
  /** The legal age is asked (the cart holds alcohol and the member has not certified it before). */
  asksLegalAge: boolean;
  /** The boxes the visitor left unticked when paying; the first one takes the focus. */
  problems: readonly ('acceptTerms' | 'legalAge')[];
}

/**
 * The boxes French law asks before paying: "J’accepte les conditions générales de vente" (the
 * terms page opens in a new tab, so the checkout is kept) and, before buying alcohol, "Je certifie
 * avoir 18 ans révolus". An unticked box says so at the field.
 */
export function OrderConsentsFields({ value, onChange, asksLegalAge, problems }: OrderConsentsFieldsProps) {
  const intl = useIntl();
  const { locale } = useSiteData();
  const t = (id: string) => intl.formatMessage({ id: `checkout.${id}` });
  const termsRef = useRef<HTMLInputElement>(null);
  const ageRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (problems[0] === 'acceptTerms') termsRef.current?.focus();
    else if (problems[0] === 'legalAge') ageRef.current?.focus();
  }, [problems]);
  const termsWrong = problems.includes('acceptTerms');
  const ageWrong = problems.includes('legalAge');
  return (
    <fieldset className="checkout-fieldset checkout-consents">
      <legend className="visually-hidden">{t('consents')}</legend>
      <div className="checkout-check">
        <input
          ref={termsRef}
          id="checkout-accept-terms"
          type="checkbox"
          required
          checked={value.acceptTerms}
          aria-invalid={termsWrong || undefined}
          aria-describedby={termsWrong ? 'checkout-accept-terms-error' : undefined}
          onChange={(e) => onChange({ ...value, acceptTerms: e.target.checked })}
        />
        <label htmlFor="checkout-accept-terms">
          {t('acceptTerms')}{' '}
          <a href={withLocalePrefix('/sale-terms', locale)} target="_blank" rel="noopener">
            {t('termsLink')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </label>
      </div>
      {termsWrong ? <p className="checkout-field__error" id="checkout-accept-terms-error">{t('acceptTermsRequired')}</p> : null}
      {asksLegalAge ? (
        <>
          <div className="checkout-check">
            <input
              ref={ageRef}
              id="checkout-legal-age"
              type="checkbox"
              required
              checked={value.legalAge}
              aria-invalid={ageWrong || undefined}
              aria-describedby={ageWrong ? 'checkout-legal-age-error' : undefined}
              onChange={(e) => onChange({ ...value, legalAge: e.target.checked })}
            />
            <label htmlFor="checkout-legal-age">{t('legalAge')}</label>
          </div>
          {ageWrong ? <p className="checkout-field__error" id="checkout-legal-age-error">{t('legalAgeRequired')}</p> : null}
        </>
      ) : null}
    </fieldset>
  );
}
