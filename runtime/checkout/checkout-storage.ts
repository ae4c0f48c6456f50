import { emptyAddresses, initialCheckoutContext, type CheckoutContext } from './checkout-context.ts';

/** Where the checkout state is kept between reloads (local storage in the browser). */
export type CheckoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored part of the checkout state, one §9 local storage key each. */
type StoredPart = 'city' | 'country' | 'carrier' | 'addresses' | 'phone' | 'deliveryType' | 'clickAndCollect' | 'accessPointAddress' | 'shippingPrices';

/** §9 local storage keys of the checkout state (cleared with the cart). */
export const CHECKOUT_STORAGE_KEYS: Readonly<Record<StoredPart, string>> = {
  city: 'city-cart',
  country: 'country-cart',
  carrier: 'carrier-cart',
  addresses: 'address-cart',
  phone: 'phone-cart',
  deliveryType: 'delivery-type-cart',
  clickAndCollect: 'click-and-collect-cart',
  accessPointAddress: 'pickup-address-cart',
  shippingPrices: 'shipping-prices-cart',
};

const parts = Object.keys(CHECKOUT_STORAGE_KEYS) as StoredPart[];

function read(storage: CheckoutStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The checkout state kept from an earlier visit (a reload keeps the step and what was typed). A
 * value of the wrong shape (another version, edited by hand) is dropped, never trusted.
 */
export function readCheckoutStorage(storage: CheckoutStorage | null, cartId: string | null): CheckoutContext {
  const context = initialCheckoutContext(cartId);
  if (!storage) return context;
  const city = read(storage, CHECKOUT_STORAGE_KEYS.city);
  if (isObject(city) && typeof city.postalCode === 'string' && typeof city.name === 'string') context.city = { postalCode: city.postalCode, name: city.name };
  const country = read(storage, CHECKOUT_STORAGE_KEYS.country);
  if (typeof country === 'string' && /^[A-Z]{3}$/.test(country)) context.country = country;
  // The fees are kept in cents under `cents` (decision 0076): an earlier version's bare list, in euros, is dropped.
  const prices = read(storage, CHECKOUT_STORAGE_KEYS.shippingPrices);
  const quotes = isObject(prices) ? prices.cents : undefined;
  if (Array.isArray(quotes)) context.shippingPrices = quotes.filter((one) => isObject(one) && typeof one.id === 'number' && Number.isInteger(one.fdp) && Number.isInteger(one.price)) as CheckoutContext['shippingPrices'];
  const carrier = read(storage, CHECKOUT_STORAGE_KEYS.carrier);
  if (isObject(carrier) && typeof carrier.id === 'number') context.carrier = context.shippingPrices.find((one) => one.id === carrier.id) ?? null;
  const addresses = read(storage, CHECKOUT_STORAGE_KEYS.addresses);
  if (isObject(addresses)) context.addresses = { ...emptyAddresses(), ...(addresses as Partial<CheckoutContext['addresses']>) };
  const phone = read(storage, CHECKOUT_STORAGE_KEYS.phone);
  if (typeof phone === 'string') context.phone = phone;
  const type = read(storage, CHECKOUT_STORAGE_KEYS.deliveryType);
  if (type === 'delivery' || type === 'clickAndCollect' || type === 'no_delivery') context.deliveryType = type;
  const slot = read(storage, CHECKOUT_STORAGE_KEYS.clickAndCollect);
  if (isObject(slot) && typeof slot.date === 'string' && typeof slot.idAddress === 'number' && typeof slot.idSchedule === 'number') {
    context.clickAndCollect = { date: slot.date, idAddress: slot.idAddress, idSchedule: slot.idSchedule };
  }
  const point = read(storage, CHECKOUT_STORAGE_KEYS.accessPointAddress);
  if (isObject(point) && typeof point.id === 'string' && typeof point.name === 'string') context.accessPointAddress = point as unknown as CheckoutContext['accessPointAddress'];
  return context;
}

/** Writes the stored part of the state; a null or empty value removes its key. Storage errors (quota, private mode) are ignored. */
export function writeCheckoutStorage(storage: CheckoutStorage | null, context: CheckoutContext): void {
  if (!storage) return;
  for (const part of parts) {
    const value = context[part];
    const key = CHECKOUT_STORAGE_KEYS[part];
    const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0) || (part === 'addresses' && JSON.stringify(value) === JSON.stringify(emptyAddresses()));
    try {
      if (empty) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(part === 'shippingPrices' ? { cents: value } : value));
    } catch {
      // storage refused: the state lives on in memory for this page
    }
  }
}
