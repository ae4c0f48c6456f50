import type { Address } from '../../schemas/api/address.ts';
import type { CarrierQuote as ServedCarrierQuote } from '../../schemas/api/shipping.ts';
import type { InCents } from '../../schemas/api/euros.ts';
import type { ServedDiscount } from '../../schemas/api/shop/discount.ts';

/** A carrier offered, as `api.call` gives it: its fees in cents. */
export type CarrierQuote = InCents<ServedCarrierQuote>;
import type { DeliveryType } from '../../rules/shop/checkout/delivery-type.ts';

export type { DeliveryType };

/**
 * §3 Address as the checkout form keeps it: its lines without id and types, the second line a
 * field's text (`''` when empty); `address`/`addressPart2` are the order body's firstPart/secondPart.
 * `country` is the three-letter code (FRA).
 */
export type CheckoutAddress = Omit<Address, 'id' | 'type' | 'addressPart2'> & { type?: string; addressPart2: string };

/** The addresses of the checkout (§3 `addresses`), billing the same as shipping by default. */
export interface CheckoutAddresses {
  shipping: CheckoutAddress | null;
  billing: CheckoutAddress | null;
  billingSameAsShipping: boolean;
  /** The guest's e-mail (a member's comes from the account). */
  email: string;
  message: string;
}

/** §3 Access point, as `POST /relay/access-points` answers it (nearest first, `distance` in km). */
export interface AccessPoint {
  id: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  country: string;
  position?: { latitude: number; longitude: number } | null;
  icon?: string | null;
  distance?: number | null;
  idCarrier?: number;
}

/** §3 `clickAndCollect`: the pick-up address, day and time slot chosen. */
export interface ClickAndCollectChoice {
  date: string;
  idAddress: number;
  idSchedule: number;
}

/** §3 `discount` as `POST /order/discount` answers it. */
export type CheckoutDiscount = InCents<ServedDiscount>;

/** One line of the shipping request: a product, its declination and quantity. */
export interface ShippingLine {
  idProduct: number;
  idDeclination: number;
  quantity: number;
}

/** What the payment step sends to place the order (the rest comes from the machine's context). */
export interface PlaceOrderRequest {
  /** The total the visitor saw, checked against the server's before anything is ordered. */
  expectedProductTotal: number;
  /** The page the provider sends the visitor back to (`/order/cawl/result/{id}`, in the page's language); `{id}` is replaced. */
  returnPath: string;
  cancelPath: string;
  successPath: string;
  /** What the visitor ticked on the payment step: the terms of sale accepted, the legal age certified. */
  consents?: OrderConsents;
}

/** The consents French law asks of an order (the order body's `acceptTerms`, `legalAge`). */
export interface OrderConsents {
  acceptTerms: boolean;
  legalAge: boolean;
}

/** Where the browser goes once the order exists: the provider's page, or straight to success when nothing is due. */
export interface PlacedOrder {
  id: number;
  reference: string;
  redirectUrl: string;
}

/** An order the cart was already made into, which can no longer be paid (paid, cancelled): the page links to it. */
export interface ClosedOrder {
  id: number;
  reference: string;
}

/**
 * Why placing the order stopped: `cartChanged` when prices or stock moved (the cart is reloaded);
 * `closedOrder` when the cart was already ordered and that order can no longer be paid.
 */
export interface PlaceOrderFailure {
  message: string;
  cartChanged: boolean;
  closedOrder?: ClosedOrder | null;
}
