import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../common.schema.ts';

/**
 * A member's saved address (`GET /user/addresses`): a §3 Address the member used on an earlier
 * order, with the types it was used as. The type of what the server lists
 * (server/shop/orders/saved-addresses.ts) and of what the checkout offers (blocks/checkout).
 */
export const SavedAddressSchema = Type.Object({
  id: Type.Number(),
  type: Type.Array(Type.Object({ value: StringEnum(['SHIPPING', 'BILLING']) })),
  firstname: Type.String(),
  lastname: Type.String(),
  address: Type.String(),
  addressPart2: Nullable(Type.String()),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.String(),
});
export type SavedAddress = Static<typeof SavedAddressSchema>;
