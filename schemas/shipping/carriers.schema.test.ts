import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validation/validate-document.ts';

const carrier = (extra: object = {}) => ({
  id: 1, name: 'Colissimo', deliveryType: 'DELIVERY', serviceCode: 'COL',
  zones: [{ name: 'France', countries: ['FRA'], fees: [{ minBottles: 1, maxBottles: 6, price: 12.9 }, { minBottles: 7, maxBottles: null, price: 19.9 }] }],
  ...extra,
});
const doc = (carriers: unknown[]) => ({ $schema: 'x', schemaVersion: 1, carriers });

describe('shipping/carriers.json schema', () => {
  it('accepts fees by zone and bottle bracket', () => {
    expect(validateDocument('carriers', doc([carrier()])).errors).toEqual([]);
  });

  it('rejects a two-letter country code and an unknown delivery type', () => {
    const result = validateDocument('carriers', doc([carrier({ deliveryType: 'RELAY', zones: [{ name: 'FR', countries: ['FR'], fees: [{ minBottles: 1, maxBottles: null, price: 1 }] }] })]));
    expect(result.errors.map((e) => e.pointer)).toEqual(['/carriers/0/deliveryType', '/carriers/0/zones/0/countries/0']);
  });

  it('takes a tracking page per carrier with {n} for the number, and refuses one without it or not https (#24)', () => {
    expect(validateDocument('carriers', doc([carrier({ trackingUrl: 'https://www.laposte.fr/suivi?code={n}' })])).errors).toEqual([]);
    for (const trackingUrl of ['https://www.laposte.fr/suivi', 'javascript:alert({n})', 'http://example.com/{n}']) {
      expect(validateDocument('carriers', doc([carrier({ trackingUrl })])).errors.map((e) => e.pointer), trackingUrl).toEqual(['/carriers/0/trackingUrl']);
    }
  });
});
