import { toEuros } from '../../../rules/index.ts';
import { parameterCents, parameterNumber, parameterString, type ParameterList } from '../../ui/theme/parameter-value.ts';

const METHODS: Record<string, string> = {
  BY_MAIL: 'https://schema.org/ReturnByMail',
  IN_STORE: 'https://schema.org/ReturnInStore',
  AT_KIOSK: 'https://schema.org/ReturnAtKiosk',
};

const FEES: Record<string, string> = {
  FREE: 'https://schema.org/FreeReturn',
  CUSTOMER_PAYS: 'https://schema.org/ReturnFeesCustomerResponsibility',
  SHIPPING_FEES: 'https://schema.org/ReturnShippingFees',
};

/** Days a product may be returned by default: the legal withdrawal period (14 days). */
export const DEFAULT_RETURN_DAYS = 14;

/**
 * The shop's schema.org `MerchantReturnPolicy` from its return parameters: RETURN_DAYS (0 = no
 * returns), RETURN_METHOD, RETURN_FEES and RETURN_SHIPPING_FEES (euros), for the countries it
 * ships to (`countries`, two-letter codes; France when none is known).
 */
export function returnPolicyJsonLd(parameters: ParameterList, countries: readonly string[]): Record<string, unknown> {
  const applicableCountry = countries.length === 0 ? 'FR' : countries.length === 1 ? countries[0]! : [...countries];
  const days = Math.floor(parameterNumber(parameters, 'RETURN_DAYS', DEFAULT_RETURN_DAYS));
  if (days <= 0) {
    return { '@type': 'MerchantReturnPolicy', applicableCountry, returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' };
  }
  const fees = FEES[parameterString(parameters, 'RETURN_FEES')] ?? FEES.CUSTOMER_PAYS!;
  const policy: Record<string, unknown> = {
    '@type': 'MerchantReturnPolicy',
    applicableCountry,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: days,
    returnMethod: METHODS[parameterString(parameters, 'RETURN_METHOD')] ?? METHODS.BY_MAIL!,
    returnFees: fees,
  };
  if (fees === FEES.SHIPPING_FEES) {
    const cents = parameterCents(parameters, 'RETURN_SHIPPING_FEES');
    policy.returnShippingFeesAmount = { '@type': 'MonetaryAmount', value: toEuros(cents), currency: 'EUR' };
  }
  return policy;
}
