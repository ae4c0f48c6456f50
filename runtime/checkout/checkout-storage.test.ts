import { describe, expect, it } from 'vitest';
import { initialCheckoutContext } from './checkout-context.ts';
import { CHECKOUT_STORAGE_KEYS, readCheckoutStorage, writeCheckoutStorage } from './checkout-storage.ts';
import { colissimo, home, point } from './checkout.test-utils.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key), data };
}

describe('checkout storage (§9 keys)', () => {
  it('keeps the checkout state under the nine §9 keys and reads it back after a reload', () => {
    const storage = memoryStorage();
    const context = {
      ...initialCheckoutContext('cart-1'),
      addresses: home,
      phone: '0612345678',
      city: { postalCode: '44330', name: 'Vallet' },
      country: 'FRA',
      deliveryType: 'delivery' as const,
      shippingPrices: [colissimo],
      carrier: colissimo,
      accessPointAddress: point,
      clickAndCollect: { date: '2026-11-25', idAddress: 1, idSchedule: 3 },
    };
    writeCheckoutStorage(storage, context);
    expect([...storage.data.keys()].sort()).toEqual([
      'address-cart', 'carrier-cart', 'city-cart', 'click-and-collect-cart', 'country-cart', 'delivery-type-cart', 'phone-cart', 'pickup-address-cart', 'shipping-prices-cart',
    ]);
    expect(readCheckoutStorage(storage, 'cart-1')).toEqual(context);
  });

  it('removes the keys once the state is cleared', () => {
    const storage = memoryStorage();
    writeCheckoutStorage(storage, { ...initialCheckoutContext('cart-1'), addresses: home, phone: '06', deliveryType: 'delivery' });
    writeCheckoutStorage(storage, initialCheckoutContext(null));
    expect([...storage.data.keys()]).toEqual([]);
  });

  it('drops values of the wrong shape and a carrier missing from the stored prices', () => {
    const storage = memoryStorage({
      [CHECKOUT_STORAGE_KEYS.deliveryType]: '"teleport"',
      [CHECKOUT_STORAGE_KEYS.country]: '"France"',
      [CHECKOUT_STORAGE_KEYS.carrier]: JSON.stringify(colissimo),
      [CHECKOUT_STORAGE_KEYS.phone]: '{not json',
    });
    expect(readCheckoutStorage(storage, null)).toEqual(initialCheckoutContext(null));
    expect(readCheckoutStorage(null, 'c')).toEqual(initialCheckoutContext('c'));
  });

  it('drops the carriers an earlier version kept with their fees in euros, so a 10,00 € fee is never shown as 0,10 € (decision 0076)', () => {
    const euros = { ...colissimo, fdp: 9.9, price: 9.9 };
    const tenEuros = { ...colissimo, id: 3, fdp: 10, price: 10 };
    const storage = memoryStorage({
      [CHECKOUT_STORAGE_KEYS.shippingPrices]: JSON.stringify([euros, tenEuros]),
      [CHECKOUT_STORAGE_KEYS.carrier]: JSON.stringify(tenEuros),
    });
    const read = readCheckoutStorage(storage, 'c');
    expect(read.shippingPrices).toEqual([]);
    expect(read.carrier).toBeNull();
  });
});
