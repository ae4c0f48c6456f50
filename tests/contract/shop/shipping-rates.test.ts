import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ShippingRatesSchema } from '../../../schemas/api/shipping.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { siteConfigsWithoutShop } from '../site-configs-without-shop.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /shipping/rates', () => {
  it('answers the cheapest home delivery of the smallest shipment per destination, in euros, with its handling and transit days, in the served shape', async () => {
    const res = await h.request('GET', '/shipping/rates', { site: 88 });
    expect(res.status).toBe(200);
    const data = (res.json as { data: unknown }).data;
    expect(Value.Check(ShippingRatesSchema, data)).toBe(true);
    // domaine: MIN_BOTTLES_PER_SHIPMENT 3, Colissimo's first bracket (1–6 bottles).
    expect(data).toMatchObject({ bottles: 3, freeShippingPrice: 150 });
    expect((data as { rates: unknown[] }).rates).toEqual(expect.arrayContaining([
      { country: 'FR', postalCodePrefixes: ['44', '85'], carrier: 'Colissimo Domicile', fee: 9.9, handlingDays: { min: 1, max: 2 }, transitDays: { min: 1, max: 2 } },
      { country: 'FR', postalCodePrefixes: null, carrier: 'Colissimo Domicile', fee: 14.9, handlingDays: { min: 1, max: 2 }, transitDays: { min: 2, max: 3 } },
      { country: 'BE', postalCodePrefixes: null, carrier: 'Colissimo Domicile', fee: 32, handlingDays: { min: 1, max: 2 }, transitDays: { min: 3, max: 5 } },
    ]));
  });

  it('is a 404 on a site without a shop', async () => {
    // Autocars sells gift vouchers now (issue 37): a copy of the sites where it has no shop.
    const copy = siteConfigsWithoutShop();
    const none = await createHarness({ siteConfigs: copy.dir });
    try {
      const res = await none.request('GET', '/shipping/rates', { site: 87 });
      expect(res.status).toBe(404);
      expect((res.json as { success: boolean }).success).toBe(false);
    } finally {
      await none.close();
      copy.remove();
    }
  });
});
