import type { ServedOrder, ServedOrderAddress, ServedOrderSummary } from '../../../../schemas/api/shop/order.ts';

/** An address of an order, as the API gives it. */
export type AdminOrderAddress = ServedOrderAddress;

/** GET /admin/order/{id}: what the order page and the packing slip show. */
export interface AdminOrderDetail extends Omit<ServedOrderSummary, 'deliveryType'> {
  deliveryType: { code: string; value: string };
  customer: { guest: boolean; name: string; email: string; phone: string };
  carrier: { id: number; name: string | null; serviceCode: string | null } | null;
  relayPoint: { name: string; address: string } | null;
  pickup: { date: string; opens: string | null; closes: string | null; place: { name: string; address: string } | null } | null;
  addresses: { delivery: AdminOrderAddress | null; billing: AdminOrderAddress | null };
  message: string | null;
  products: readonly { id: number; name: string; reference: string; quantity: number; total: number }[];
  /** Each line's answers in words, by line id. */
  customizations: Readonly<Record<string, readonly { label: string | null; display: string | null; fileId: string | null }[]>>;
  history: readonly { code: string; value: string; createdAt: string }[];
  nextStatuses: readonly { code: string; value: string }[];
  tracking: { trackingNumber: string | null; url: string | null };
  /** The refunds made (euros). */
  refunds: ServedOrder['refunds'];
  /** What may still be refunded (server/shop/payment/refund-options.ts): amounts in euros. */
  refund: AdminRefundOptions;
  /** The order's returns (server/shop/orders/admin-returns.ts) and the steps each may move to. */
  returns: readonly AdminOrderReturn[];
}

/** A return as the order page moves it along its life (asked → label sent → received → refunded, or refused). */
export interface AdminOrderReturn {
  id: number;
  status: { code: string; value: string };
  createdAt: string;
  updatedAt: string;
  reason: string | null;
  /** The label step's instructions, its label's signed link (`/api/…`), the refusal's reason. */
  instructions: string | null;
  label: string | null;
  refusal: string | null;
  products: readonly { name: string; quantity: number }[];
  moves: readonly { code: string; value: string }[];
}

/** What the order page may refund: the card payment, what is left of it, a cancelled order whole, each return. */
export interface AdminRefundOptions {
  paid: number;
  provider: string | null;
  left: number;
  /** Cancelled and not wholly refunded: `left` can be refunded at once. */
  cancelled: boolean;
  returns: readonly { id: number; status: { code: string; value: string }; createdAt: string; amount: number; refunded: boolean }[];
}
