import { useId } from 'react';
import { useIntl } from '../../runtime/index.ts';
import type { CheckoutAddress } from '../../runtime/index.ts';
import type { SavedAddress } from './checkout-data.ts';

export interface SavedAddressesProps {
  saved: SavedAddress[];
  value: CheckoutAddress;
  onPick: (address: CheckoutAddress) => void;
}

/** The form's address made from a saved one (the §3 Address's own type is the order body's). */
export function addressOfSaved(saved: SavedAddress): CheckoutAddress {
  return {
    firstname: saved.firstname, lastname: saved.lastname, address: saved.address, addressPart2: saved.addressPart2 ?? '',
    postalCode: saved.postalCode, city: saved.city, country: saved.country,
  };
}

const sameAddress = (a: CheckoutAddress, b: CheckoutAddress) =>
  (['firstname', 'lastname', 'address', 'addressPart2', 'postalCode', 'city', 'country'] as const).every((field) => a[field].trim() === b[field].trim());

/**
 * A member's saved addresses as a choice above the form: picking one fills the form in (it can
 * still be edited); the picked one stays checked while the form holds it.
 */
export function SavedAddresses({ saved, value, onPick }: SavedAddressesProps) {
  const intl = useIntl();
  const id = useId();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `checkout.${key}` }, values);
  const picked = saved.find((one) => sameAddress(addressOfSaved(one), value));
  return (
    <fieldset className="checkout-fieldset" aria-describedby={`${id}-hint`}>
      <legend>{t('savedAddresses')}</legend>
      <p className="checkout-field__hint" id={`${id}-hint`}>{t('savedAddressesHint')}</p>
      <div className="checkout-choices">
        {saved.map((one) => (
          <label key={one.id} className="checkout-choice">
            <input type="radio" name={`${id}-saved`} checked={picked?.id === one.id} onChange={() => onPick(addressOfSaved(one))} />
            <span className="checkout-choice__text">
              <strong>{one.firstname} {one.lastname}</strong>
              <span className="checkout-choice__note">
                {[one.address, one.addressPart2, `${one.postalCode} ${one.city}`].filter(Boolean).join(', ')}
              </span>
              <span className="checkout-choice__note">
                {t('usedFor', { types: one.type.map((type) => t(`addressType.${type.value}`)).join(', ') })}
              </span>
            </span>
          </label>
        ))}
        <label className="checkout-choice">
          <input type="radio" name={`${id}-saved`} checked={!picked} onChange={() => onPick({ ...value, firstname: '', lastname: '', address: '', addressPart2: '', postalCode: '', city: '' })} />
          <span className="checkout-choice__text"><strong>{t('savedAddressNew')}</strong></span>
        </label>
      </div>
    </fieldset>
  );
}
