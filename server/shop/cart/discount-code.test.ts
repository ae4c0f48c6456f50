import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../../schemas/shipping/discount-codes.schema.ts';
import { applyDiscountCode } from './discount-code.ts';
import type { Locale } from '../../../rules/locale.ts';

const rules: DiscountCode[] = [
  { code: 'VENDANGES10', type: 'PERCENT', amount: 10, minimum: 0, validFrom: null, validUntil: null, maxUses: null },
  { code: 'CINQ', type: 'EURO', amount: 5, minimum: 50, validFrom: '2026-01-01', validUntil: '2026-12-31', maxUses: 2 },
  { code: 'PORTOFFERT', type: 'FREE_SHIPPING', amount: 0, minimum: 0, validFrom: null, validUntil: null, maxUses: null },
  { code: 'ANCIEN', type: 'EURO', amount: 5, minimum: 0, validFrom: null, validUntil: null, maxUses: null, isActive: false },
];
const amounts = { subtotalCents: 8000, shippingFeesCents: 1200 };
const ctx = { today: '2026-11-21', uses: 0, lang: 'en' as const };

describe('applyDiscountCode', () => {
  it('takes a percent off the products, whatever the case of the code', () => {
    expect(applyDiscountCode(rules, ' vendanges10 ', amounts, ctx)).toMatchObject({
      ok: true, subtotalCents: 7200, shippingFeesCents: 1200, discountCents: 800, totalCents: 8400,
    });
  });

  it('cancels the shipping fees', () => {
    expect(applyDiscountCode(rules, 'PORTOFFERT', amounts, ctx)).toMatchObject({ totalCents: 8000, discountCents: 1200 });
  });

  it('refuses an unknown or inactive code, an expired code and a too small order', () => {
    expect(applyDiscountCode(rules, 'NOPE', amounts, ctx)).toMatchObject({ ok: false, status: 404 });
    expect(applyDiscountCode(rules, 'ANCIEN', amounts, ctx)).toMatchObject({ ok: false, status: 404 });
    expect(applyDiscountCode(rules, 'CINQ', amounts, { ...ctx, today: '2027-01-01', lang: 'fr_FR' })).toMatchObject({
      message: 'Ce code de réduction a expiré',
    });
    expect(applyDiscountCode(rules, 'CINQ', { subtotalCents: 4999, shippingFeesCents: 0 }, ctx)).toMatchObject({
      message: 'This discount code requires an order of at least €50.00',
    });
  });

  it('writes the minimum order as a price of the language (#24: not "50.00 €" in French)', () => {
    const small = { subtotalCents: 4999, shippingFeesCents: 0 };
    const message = (lang: Locale) => applyDiscountCode(rules, 'CINQ', small, { ...ctx, lang });
    expect(message('fr_FR')).toMatchObject({ message: 'Ce code de réduction demande une commande d’au moins 50,00\u00a0€' });
    expect(message('en')).toMatchObject({ message: 'This discount code requires an order of at least €50.00' });
  });

  it('refuses a code used as many times as allowed', () => {
    expect(applyDiscountCode(rules, 'CINQ', amounts, { ...ctx, uses: 2 })).toMatchObject({ ok: false, status: 409, message: 'This discount code has been used up' });
    expect(applyDiscountCode(rules, 'CINQ', amounts, { ...ctx, uses: 1 })).toMatchObject({ ok: true, totalCents: 8700 });
  });
});
