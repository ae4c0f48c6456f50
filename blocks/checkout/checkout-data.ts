import type { ServedCountry } from '../../schemas/api/content/served-content.ts';
import type { InCents } from '../../schemas/api/euros.ts';
import type { ServedOrder as WireOrder } from '../../schemas/api/shop/order.ts';

/** The order as `api.call` gives it, amounts in cents. */
type ServedOrder = InCents<WireOrder>;
import type { PickupPlace as ServedPickupPlace } from '../../schemas/api/shop/checkout-contracts.ts';
import type { MemberProfile } from './member-prefill.ts';
import type { Cart } from '../../runtime/index.ts';

/** A country of `GET /countries` (names in the page's language). */
export type Country = Pick<ServedCountry, 'id' | 'alphaThree' | 'name'>;

/** A click-and-collect address with the pick-up slots of `GET /click-and-collect/dates` (its contract's answer), the parts the step shows. */
export type PickupPlace = Pick<ServedPickupPlace, 'idAddress' | 'name' | 'address' | 'addressPart2' | 'postalCode' | 'city' | 'instructions' | 'dates'>;

type Address = NonNullable<ServedOrder['addresses']['delivery']>;

/** The parts of `GET /order/{id}` (schemas/api/shop/order.ts) the outcome pages show. */
export type OrderView = Pick<ServedOrder, 'id' | 'reference' | 'status' | 'subtotal' | 'discount' | 'shippingFees' | 'total' | 'dateSchedule' | 'pickup'> & {
  deliveryType: string;
  carrier: Pick<NonNullable<ServedOrder['carrier']>, 'name'> | null;
  accessPoint: Pick<NonNullable<ServedOrder['accessPoint']>, 'name' | 'addLine1' | 'zipCode' | 'city'> | null;
  products: Pick<ServedOrder['products'][number], 'id' | 'name' | 'quantity' | 'total'>[];
  addresses: { delivery: Pick<Address, 'firstname' | 'lastname' | 'firstPart' | 'postalCode' | 'city'> | null   /** Where the order's mails go (a guest's address, else the account's); null when none is on file. */
  email?: string | null;
  /** Placed without an account. */
  guest?: boolean;
};
  /** Where the order's mails go (a guest's address, else the account's); null when none is on file. */
  email?: string | null;
  /** Placed without an account. */
  guest?: boolean;
};

import type { SavedAddress } from '../../runtime/index.ts';

export type { SavedAddress };

/** What the checkout block's loader reads on the server for its step. */
export interface CheckoutData {
  cart: Cart | null;
  countries: Country[];
  pickup: PickupPlace[];
  /** The member's saved addresses on the address step; null for a guest (who gives an e-mail instead). */
  savedAddresses: SavedAddress[] | null;
  /** A signed-in member's name and phone (GET /user), filled in on the address step; null for a guest. */
  member?: MemberProfile | null;
  order: OrderView | null;
  /** The cart id the order was made from (a guest's access to it), for "try again". */
  orderCart: string | null;
  /** The result page: the provider has not told the payment's outcome yet (the page waits for it). */
  paymentPending?: boolean;
  /** The result page without an order, reached by a return link that has expired or is not ours (`?link=expired`). */
  linkExpired?: boolean;
}
