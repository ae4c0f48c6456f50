import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { StringEnum } from '../../common.schema.ts';
import { AddressSchema } from '../address.ts';

/**
 * A member's saved address (`GET /user/addresses`): a §3 Address the member used on an earlier
 * order, with the types it was used as. The type of what the server lists
 * (server/shop/orders/saved-addresses.ts) and of what the checkout offers (blocks/checkout).
 */
export const SavedAddressSchema = Type.Composite([
  Type.Omit(AddressSchema, ['type']),
  Type.Object({ type: Type.Array(Type.Object({ value: StringEnum(['SHIPPING', 'BILLING']) })) }),
]);
export type SavedAddress = Static<typeof SavedAddressSchema>;
