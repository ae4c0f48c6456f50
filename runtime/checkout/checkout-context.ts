import type {
  AccessPoint,
  CarrierQuote,
  CheckoutAddresses,
  CheckoutDiscount,
  ClickAndCollectChoice,
  ClosedOrder,
  DeliveryType,
  PlacedOrder,
} from './checkout-types.ts';

/** §3 Cart checkout state, plus what the machine needs to run it. */
export interface CheckoutContext {
  cartId: string | null;
  deliveryType: DeliveryType | null;
  clickAndCollect: ClickAndCollectChoice | null;
  accessPointAddress: AccessPoint | null;
  city: { postalCode: string; name: string } | null;
  /** Three-letter code of the delivery country. */
  country: string | null;
  carrier: CarrierQuote | null;
  shippingPrices: CarrierQuote[];
  addresses: CheckoutAddresses;
  phone: string;
  discount: CheckoutDiscount | null;
  /** The last failure, in the page's language (null once dismissed or retried). */
  error: string | null;
  /** True when placing the order found other prices or stock than the cart shown. */
  cartChanged: boolean;
  /** The cart's order, already paid or cancelled, that placing the order found (the page links to it). */
  closedOrder: ClosedOrder | null;
  order: PlacedOrder | null;
}

export const emptyAddresses = (): CheckoutAddresses => ({ shipping: null, billing: null, billingSameAsShipping: true, email: '', message: '' });

/** The state of a new checkout (§4 clearing returns to it). */
export function initialCheckoutContext(cartId: string | null = null): CheckoutContext {
  return {
    cartId,
    deliveryType: null,
    clickAndCollect: null,
    accessPointAddress: null,
    city: null,
    country: null,
    carrier: null,
    shippingPrices: [],
    addresses: emptyAddresses(),
    phone: '',
    discount: null,
    error: null,
    cartChanged: false,
    closedOrder: null,
    order: null,
  };
}
