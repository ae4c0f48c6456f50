/** A card scheme whose logo the shop shows: Carte Bancaire, Visa, Mastercard, American Express. */
export type CardScheme = 'cb' | 'visa' | 'mastercard' | 'amex';

/**
 * The schemes each PAYMENT_METHOD takes (decision 0071): CAWL's hosted checkout takes CB, Visa and
 * Mastercard (American Express needs a contract of its own with Amex); Stripe Checkout takes the
 * four. The test card provider stands in for CAWL (docs/payments.md), so it shows CAWL's. An
 * unknown method shows none: a logo is a promise.
 */
const SCHEMES: Record<string, readonly CardScheme[]> = {
  cawl: ['cb', 'visa', 'mastercard'],
  'test-card': ['cb', 'visa', 'mastercard'],
  stripe: ['cb', 'visa', 'mastercard', 'amex'],
};

/** The card schemes of a PAYMENT_METHOD, in the order their logos are shown. */
export function cardSchemesOf(method: string): readonly CardScheme[] {
  return SCHEMES[method] ?? [];
}

/** The provider's name as a customer knows it (null: an unknown method). */
export function paymentProviderName(method: string): string | null {
  return method === 'stripe' ? 'Stripe' : method === 'cawl' || method === 'test-card' ? 'CAWL' : null;
}
