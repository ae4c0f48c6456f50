import type { CheckoutAddress } from '../../runtime/index.ts';

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'address', 'addressPart2', 'postalCode', 'city', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const emptyAddress = (country: string): CheckoutAddress => ({ firstname: '', lastname: '', address: '', addressPart2: '', postalCode: '', city: '', country });

/** Message ids of the address fields that are wrong, by field (`shipping.postalCode` → `invalidPostalCode`). */
export function addressErrors(address: CheckoutAddress, prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['firstname', 'lastname', 'address', 'postalCode', 'city', 'country'] as const) {
    if (address[field].trim() === '') errors[`${prefix}.${field}`] = 'required';
  }
  const postal = address.postalCode.trim();
  if (postal !== '' && (address.country === 'FRA' ? !/^\d{5}$/.test(postal) : !/^[0-9A-Za-z -]{2,12}$/.test(postal))) {
    errors[`${prefix}.postalCode`] = 'invalidPostalCode';
  }
  return errors;
}

/** The phone's message id when it is missing or not a phone number (6 to 40 digits, spaces, + ( ) . -). */
export function phoneError(phone: string): string | null {
  const value = phone.trim();
  if (value === '') return 'required';
  return /^[0-9+ ().-]{6,40}$/.test(value) && (value.match(/\d/g) ?? []).length >= 6 ? null : 'invalidPhone';
}

/** The guest's e-mail message id when it is missing or not an e-mail address. */
export function emailError(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'required';
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value) ? null : 'invalidEmail';
}
