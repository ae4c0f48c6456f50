import type { ApiClient } from '../create-api-client.ts';
import { seg } from '../path-segment.ts';

export interface ShippingFeesBody {
  products: ReadonlyArray<{ idProduct: number; quantity: number }>;
  postalCode: string;
  /** Three-letter country code. */
  country: string;
}

export interface DiscountBody {
  total: number;
  subtotal: number;
  shippingFees: number | null;
  discount: string;
}

/** POST /order/validate {idCart}. */
export const validateOrder = <T = unknown>(api: ApiClient, idCart: number) => api.post<T>('/order/validate', { idCart });

/** POST /order/discount. */
export const applyDiscount = <T = unknown>(api: ApiClient, body: DiscountBody) => api.post<T>('/order/discount', body);

/** POST /order: places the order (body of §7 "Order body"). */
export const placeOrder = <T = unknown>(api: ApiClient, body: Record<string, unknown>) => api.post<T>('/order', body);

/** POST /calculate/shipping-fees: the carriers and their prices. */
export const shippingFees = <T = unknown>(api: ApiClient, body: ShippingFeesBody) =>
  api.post<T[]>('/calculate/shipping-fees', body);

/** POST /relay/access-points with the address: the pickup points near it. */
export const accessPoints = <T = unknown>(api: ApiClient, address: Record<string, unknown>) =>
  api.post<T[]>('/relay/access-points', address);

/** GET /cities/{search}/{idCountry}. */
export const cities = <T = unknown>(api: ApiClient, search: string, idCountry: number) =>
  api.get<T[]>(`/cities/${seg(search)}/${seg(idCountry)}`);

/** GET /countries. */
export const countries = <T = unknown>(api: ApiClient) => api.get<T[]>('/countries');

/** GET /calendar/{id}/date/allowed/{month}/{year}: click-and-collect dates. */
export const allowedDates = <T = unknown>(api: ApiClient, id: number, month: number, year: number) =>
  api.get<T>(`/calendar/${seg(id)}/date/allowed/${seg(month)}/${seg(year)}`);

/** GET /custom-stripe/public-key. */
export const stripePublicKey = (api: ApiClient) => api.get<string>('/custom-stripe/public-key');

/** GET /order/cawl/result/{id}: the card payment result. */
export const paymentResult = <T = unknown>(api: ApiClient, id: number | string) => api.get<T>(`/order/cawl/result/${seg(id)}`);
