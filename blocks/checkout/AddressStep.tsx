import { geoContracts } from '../../schemas/api/content/geo-contracts.ts';
import { memberPrefill, type MemberProfile } from './member-prefill.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { type CheckoutAddress, type CheckoutAddresses, parameterBoolean, useApiClient, useIntl, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import { addressErrors, emailError, emptyAddress, phoneError, type AddressField } from './address-form.ts';
import type { Country, SavedAddress } from './checkout-data.ts';
import { SavedAddresses } from './SavedAddresses.tsx';
import { Field } from './Field.tsx';
import { stepAfter, stepPath } from './checkout-steps.ts';
import type { CheckoutSnapshot } from './use-checkout.ts';
import type { CheckoutEvent } from '../../runtime/index.ts';

export interface AddressStepProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
  countries: Country[];
  /** A member's saved addresses; null for a guest, who gives an e-mail. */
  savedAddresses: SavedAddress[] | null;
  /** A signed-in member's name and phone, filled in when the checkout holds none yet. */
  member?: MemberProfile | null;
  /** The cart has nothing to ship (gift vouchers): one billing address, then straight to payment. */
  nothingToShip?: boolean;
}

const FRANCE_ID = 250;

/** The countries the shop sells to: France only (ONLY_SELL_IN_FRANCE), else every country listed. */
function sellableCountries(countries: Country[], onlyFrance: boolean): Country[] {
  const list = onlyFrance ? countries.filter((one) => one.alphaThree === 'FRA') : countries;
  return list.length > 0 ? list : [{ id: FRANCE_ID, alphaThree: 'FRA', name: 'France' }];
}

interface AddressFieldsProps {
  prefix: 'shipping' | 'billing';
  legend: string;
  value: CheckoutAddress;
  onChange: (value: CheckoutAddress) => void;
  errors: Record<string, string>;
  countries: Country[];
  saved: SavedAddress[];
}

function AddressFields({ prefix, legend, value, onChange, errors, countries, saved }: AddressFieldsProps) {
  const intl = useIntl();
  const api = useApiClient();
  const id = useId();
  const [cities, setCities] = useState<{ name: string; postalCode: string }[]>([]);
  const t = (key: string) => intl.formatMessage({ id: `checkout.${key}` });
  const error = (field: AddressField) => (errors[`${prefix}.${field}`] ? t(errors[`${prefix}.${field}`]!) : undefined);
  const set = (field: AddressField, text: string) => onChange({ ...value, [field]: text });
  const country = countries.find((one) => one.alphaThree === value.country);

  // City completion (GET /cities/{search}/{idCountry}): from a postal code's first digits or a name.
  useEffect(() => {
    const search = (value.postalCode.trim().length >= 2 ? value.postalCode : value.city).trim();
    if (!country || search.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      void api.call(geoContracts.cities, { params: { search, idCountry: country.id } }).then((result) => {
        if (live && result.success) setCities(result.data);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, country, value.postalCode, value.city]);

  // A full postal code with one city fills the city in.
  useEffect(() => {
    const matching = cities.filter((one) => one.postalCode === value.postalCode.trim());
    if (matching.length === 1 && value.city.trim() === '') onChange({ ...value, city: matching[0]!.name });
  }, [cities]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <fieldset className="checkout-fieldset">
      <legend>{legend}</legend>
      {saved.length > 0 ? <SavedAddresses saved={saved} value={value} onPick={onChange} /> : null}
      <div className="checkout-grid">
        <Field id={`${id}-firstname`} label={t('firstname')} autoComplete={`${prefix} given-name`} value={value.firstname} onChange={(e) => set('firstname', e.target.value)} error={error('firstname')} required />
        <Field id={`${id}-lastname`} label={t('lastname')} autoComplete={`${prefix} family-name`} value={value.lastname} onChange={(e) => set('lastname', e.target.value)} error={error('lastname')} required />
        <Field id={`${id}-address`} className="checkout-field--wide" label={t('address')} autoComplete={`${prefix} address-line1`} value={value.address} onChange={(e) => set('address', e.target.value)} error={error('address')} required />
        <Field id={`${id}-address2`} className="checkout-field--wide" label={t('addressPart2')} autoComplete={`${prefix} address-line2`} value={value.addressPart2} onChange={(e) => set('addressPart2', e.target.value)} />
        <Field id={`${id}-postal`} label={t('postalCode')} autoComplete={`${prefix} postal-code`} inputMode={value.country === 'FRA' ? 'numeric' : 'text'} value={value.postalCode} onChange={(e) => set('postalCode', e.target.value)} error={error('postalCode')} required />
        <Field id={`${id}-city`} label={t('city')} autoComplete={`${prefix} address-level2`} list={`${id}-cities`} value={value.city} onChange={(e) => set('city', e.target.value)} error={error('city')} required>
          <datalist id={`${id}-cities`}>
            {cities.map((one) => (
              <option key={`${one.postalCode}-${one.name}`} value={one.name}>{one.postalCode}</option>
            ))}
          </datalist>
        </Field>
        <div className="checkout-field checkout-field--wide">
          <label htmlFor={`${id}-country`}>{t('country')}</label>
          <select id={`${id}-country`} className="shop-input" autoComplete={`${prefix} country`} value={value.country} onChange={(e) => onChange({ ...value, country: e.target.value, city: '' })}>
            {countries.map((one) => (
              <option key={one.alphaThree} value={one.alphaThree}>{one.name}</option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * Step 1: the delivery and billing addresses (the same by default; a member picks one of their
 * saved addresses to fill them in), the phone, a guest's e-mail and a message.
 */
export function AddressStep({ snapshot, send, countries, savedAddresses, member = null, nothingToShip = false }: AddressStepProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale, parameters } = useSiteData();
  const t = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: `checkout.${key}` }, values);
  const list = sellableCountries(countries, parameterBoolean(parameters, 'ONLY_SELL_IN_FRANCE', false));
  const fallbackCountry = list.some((one) => one.alphaThree === 'FRA') ? 'FRA' : list[0]!.alphaThree;
  const stored = snapshot.context;
  const [first] = useState(() => memberPrefill({ shipping: stored.addresses.shipping, phone: stored.phone }, member, fallbackCountry));
  const [form, setForm] = useState<CheckoutAddresses>(() => ({
    ...stored.addresses,
    shipping: first.shipping,
    billing: stored.addresses.billing ?? emptyAddress(fallbackCountry),
  }));
  const [phone, setPhone] = useState(first.phone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useRef<HTMLParagraphElement>(null);
  const messageId = useId();
  const guest = savedAddresses === null;
  const saved = savedAddresses ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...addressErrors(form.shipping!, 'shipping'),
      ...(form.billingSameAsShipping ? {} : addressErrors(form.billing!, 'billing')),
      ...(phoneError(phone) ? { phone: phoneError(phone)! } : {}),
      ...(guest && emailError(form.email) ? { email: emailError(form.email)! } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    // Nothing to ship: one address, the billing one, and no delivery step (decision 0059).
    const sameBilling = form.billingSameAsShipping || nothingToShip;
    send({ type: 'SET_ADDRESSES', addresses: { ...form, billingSameAsShipping: sameBilling, email: guest ? form.email.trim() : '', billing: sameBilling ? null : form.billing }, phone: phone.trim() });
    if (nothingToShip) send({ type: 'SET_DELIVERY_TYPE', deliveryType: 'no_delivery' });
    navigate(withLocalePrefix(stepPath(stepAfter('address', nothingToShip) ?? 'payment'), locale));
  };
  const count = Object.keys(errors).length;
  return (
    <form className="checkout-form" noValidate onSubmit={submit}>
      <p ref={summary} tabIndex={-1} className={count > 0 ? 'checkout-alert' : 'visually-hidden'} role={count > 0 ? 'alert' : undefined}>
        {count > 0 ? t('fixErrors', { count }) : ''}
      </p>
      <AddressFields prefix="shipping" legend={t(nothingToShip ? 'billingAddress' : 'shippingAddress')} value={form.shipping!} onChange={(shipping) => setForm({ ...form, shipping })} errors={errors} countries={list} saved={saved} />
      <fieldset className="checkout-fieldset">
        <legend>{t('contact')}</legend>
        {guest ? (
          <Field id="checkout-email" label={t('email')} type="email" autoComplete="email" hint={t('emailHint')} value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} error={errors.email ? t(errors.email) : undefined} required />
        ) : null}
        <Field id="checkout-phone" label={t('phone')} type="tel" autoComplete="tel" hint={t('phoneHint')} value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone ? t(errors.phone) : undefined} required />
        <div className="checkout-field">
          <label htmlFor={messageId}>{t('message')}</label>
          <textarea id={messageId} className="shop-input" rows={3} maxLength={2000} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
        </div>
      </fieldset>
      {nothingToShip ? null : <div className="checkout-check">
        <input id="checkout-same-billing" type="checkbox" checked={form.billingSameAsShipping} onChange={(e) => setForm({ ...form, billingSameAsShipping: e.target.checked })} />
        <label htmlFor="checkout-same-billing">{t('sameBilling')}</label>
      </div>}
      {form.billingSameAsShipping || nothingToShip ? null : (
        <AddressFields prefix="billing" legend={t('billingAddress')} value={form.billing!} onChange={(billing) => setForm({ ...form, billing })} errors={errors} countries={list} saved={saved} />
      )}
      <div className="checkout-actions">
        <button type="submit" className="checkout-button">{t(nothingToShip ? 'toPayment' : 'toShipping')}</button>
      </div>
    </form>
  );
}
