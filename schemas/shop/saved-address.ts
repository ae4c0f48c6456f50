/**
 * A member's saved address (`GET /user/addresses`): a §3 Address the member used on an earlier
 * order, with the types it was used as. One definition for the server that lists them
 * (server/shop/orders/saved-addresses.ts) and the checkout that offers them (blocks/checkout).
 */
export interface SavedAddress {
  id: number;
  type: { value: 'SHIPPING' | 'BILLING' }[];
  firstname: string;
  lastname: string;
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  country: string;
}
