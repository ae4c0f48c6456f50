import { describe, expect, it } from 'vitest';
import { returnPolicyJsonLd } from './return-policy-json-ld.ts';

describe('returnPolicyJsonLd', () => {
  it('gives the return window, method and fees of the shop parameters, for the countries it ships to', () => {
    expect(returnPolicyJsonLd([{ type: 'RETURN_DAYS', value: 30 }, { type: 'RETURN_METHOD', value: 'IN_STORE' }, { type: 'RETURN_FEES', value: 'FREE' }], ['FR', 'BE'])).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['FR', 'BE'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnInStore',
      returnFees: 'https://schema.org/FreeReturn',
    });
  });

  it('defaults to the 14-day withdrawal period, by mail, at the customer\'s cost, in France', () => {
    expect(returnPolicyJsonLd([], [])).toMatchObject({ applicableCountry: 'FR', merchantReturnDays: 14, returnMethod: 'https://schema.org/ReturnByMail', returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility' });
  });

  it('names the fee charged for a return, and says when returns are not accepted', () => {
    expect(returnPolicyJsonLd([{ type: 'RETURN_FEES', value: 'SHIPPING_FEES' }, { type: 'RETURN_SHIPPING_FEES', value: 6.5 }], ['FR']).returnShippingFeesAmount).toEqual({ '@type': 'MonetaryAmount', value: 6.5, currency: 'EUR' });
    expect(returnPolicyJsonLd([{ type: 'RETURN_DAYS', value: 0 }], ['FR'])).toEqual({ '@type': 'MerchantReturnPolicy', applicableCountry: 'FR', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' });
  });
});
