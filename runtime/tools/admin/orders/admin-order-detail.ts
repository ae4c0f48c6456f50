import type { ServedOrderAddress } from '../../../../schemas/api/shop/order.ts';

/** An address of an order, as the API gives it. */
export type AdminOrderAddress = ServedOrderAddress;

/** GET /admin/order/{id} (its contract, schemas/api/shop/admin-order-contracts.ts): what the order page and the packing slip show. */
export type { AdminOrderDetail, AdminOrderReturn, AdminRefundOptions } from '../../../../schemas/api/shop/admin-order-contracts.ts';
