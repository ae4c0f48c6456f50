import { Type } from '@sinclair/typebox';
import { EurosSchema } from '../euros.ts';
import type { Static } from '@sinclair/typebox';

/** `POST /order/discount`: the code as the site knows it and the amounts once it applies (§3 `discount`, in euros). */
export const ServedDiscountSchema = Type.Object({
  value: Type.Object({ code: Type.String() }),
  subtotal: EurosSchema(),
  shippingFees: EurosSchema(),
  discount: EurosSchema(),
  total: EurosSchema(),
});
export type ServedDiscount = Static<typeof ServedDiscountSchema>;
