import { describe, expect, it } from 'vitest';
import { formatPricePerLitre, pricePerLitreCents } from './price-per-litre.ts';

const wine = { type: 'WINE', priceCents: 4140, capacity: 75, capacityUnit: 'CENTILITRE' } as const;

describe('pricePerLitreCents', () => {
  it('divides the price by the capacity in litres, in integer cents rounded to the nearest', () => {
    expect(pricePerLitreCents(wine)).toBe(5520);
    expect(pricePerLitreCents({ ...wine, priceCents: 980 })).toBe(1307); // 13.0666… → 13.07
    expect(pricePerLitreCents({ ...wine, priceCents: 620, capacity: 37.5 })).toBe(1653); // 16.5333…
    expect(pricePerLitreCents({ ...wine, priceCents: 2300, capacity: 1.5, capacityUnit: 'LITER' })).toBe(1533);
  });

  it('shows none for a wine without a capacity, a zero capacity, or goods that are not wine', () => {
    expect(pricePerLitreCents({ ...wine, capacity: null })).toBeNull();
    expect(pricePerLitreCents({ ...wine, capacityUnit: undefined })).toBeNull();
    expect(pricePerLitreCents({ ...wine, capacity: 0 })).toBeNull();
    expect(pricePerLitreCents({ ...wine, type: 'OTHER' })).toBeNull();
    expect(pricePerLitreCents({ ...wine, type: 'BOX' })).toBeNull();
  });
});

describe('formatPricePerLitre', () => {
  it('writes it as prices are written, per litre, in both languages', () => {
    expect(formatPricePerLitre(wine, 'fr_FR')).toBe('55,20\u00a0€/L');
    expect(formatPricePerLitre(wine, 'en')).toBe('€55.20/L');
    expect(formatPricePerLitre({ ...wine, capacity: null }, 'fr_FR')).toBe('');
  });
});
