import type { ServedOrderAddress } from '../../../../schemas/api/shop/order.ts';
import type { InCents } from '../../../../schemas/api/euros.ts';
import type { AdminOrderDetail as ServedAdminOrderDetail, AdminOrderReturn, AdminRefundOptions as ServedAdminRefundOptions } from '../../../../schemas/api/shop/admin-order-contracts.ts';

/** An address of an order, as the API gives it. */
export type AdminOrderAddress = ServedOrderAddress;

/** GET /admin/order/{id} (its contract, schemas/api/shop/admin-order-contracts.ts) as `api.call` gives it, amounts in cents: what the order page and the packing slip show. */
export type AdminOrderDetail = InCents<ServedAdminOrderDetail>;
export type AdminRefundOptions = InCents<ServedAdminRefundOptions>;
export type { AdminOrderReturn };
