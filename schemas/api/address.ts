import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../common.schema.ts';

/**
 * §3 Address, the one address shape of the API (decision 0078): a member's saved address
 * (`GET /user/addresses`, schemas/api/account/saved-address.ts), the company's head office and pick-up places
 * (`GET /company/address`, schemas/api/site/site-extra-contracts.ts) and, without its id and types,
 * the checkout form's (runtime/checkout/checkout-types.ts). The order body and the served order
 * write the same lines under §7's names (`firstPart`/`secondPart`, schemas/api/shop/order-body.ts),
 * converted once, in runtime/checkout/checkout-order-body.ts.
 */
export const AddressSchema = Type.Object({
  id: Type.Number(),
  type: Type.Array(Type.Object({ value: Type.String() })),
  firstname: Type.String(),
  lastname: Type.String(),
  address: Type.String(),
  addressPart2: Nullable(Type.String()),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.String(),
});
export type Address = Static<typeof AddressSchema>;
