import { describe, expect, it } from 'vitest';
import { addressErrors, emailError, emptyAddress, phoneError } from './address-form.ts';

const filled = { firstname: 'Léa', lastname: 'Martin', address: '3 rue des Vignes', addressPart2: '', postalCode: '44330', city: 'Vallet', country: 'FRA' };

describe('checkout address checks', () => {
  it('names every missing field next to which the error shows', () => {
    expect(addressErrors(emptyAddress('FRA'), 'shipping')).toEqual({
      'shipping.firstname': 'required', 'shipping.lastname': 'required', 'shipping.address': 'required', 'shipping.postalCode': 'required', 'shipping.city': 'required',
    });
    expect(addressErrors(filled, 'shipping')).toEqual({});
  });

  it('wants five digits for a French postal code, a plausible one elsewhere', () => {
    expect(addressErrors({ ...filled, postalCode: '4433' }, 'billing')).toEqual({ 'billing.postalCode': 'invalidPostalCode' });
    expect(addressErrors({ ...filled, country: 'GBR', postalCode: 'SW1A 1AA' }, 'billing')).toEqual({});
  });

  it.each([
    ['', 'required'],
    ['06 12 34 56 78', null],
    ['+33 (0)6 12-34-56-78', null],
    ['appelez-moi', 'invalidPhone'],
    ['12345', 'invalidPhone'],
  ])('phone %j → %s', (phone, expected) => {
    expect(phoneError(phone)).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['lea.martin@example.fr', null],
    [' Lea@Exemple.FR ', null],
    ['lea-at-example.fr', 'invalidEmail'],
    ['lea@example', 'invalidEmail'],
    ['lea martin@example.fr', 'invalidEmail'],
  ])('guest e-mail %j → %s', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });
});
