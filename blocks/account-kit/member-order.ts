import type { PickupSlot } from '../../rules/index.ts';

/** An order as GET /order lists it (amounts in euros, status translated). */
export interface OrderSummary {
  id: number;
  reference: string;
  createdAt: string;
  status: { code: string; value: string };
  subtotal: number;
  discount: number;
  shippingFees: number;
  total: number;
}

/** One order as GET /order/{id} serves it, the parts the account shows. */
export interface MemberOrder extends OrderSummary {
  trackingLink: string | null;
  /** Where and when to collect a click-and-collect order. */
  pickup?: PickupSlot | null;
  products: { id: number; name: string; quantity: number; priceToPay: number; total: number }[];
  history: { code: string; value: string; createdAt: string }[];
  /** Money sent back to the card (issue #25), in euros. */
  refunds: { id: number; amount: number; reason: 'CANCELLED' | 'RETURN' | 'OUT_OF_STOCK' | 'DUPLICATE'; createdAt: string }[];
}

/** GET /order-back?order={id}: what may still be returned, and the returns already asked. */
export interface OrderReturns {
  order: { id: number; reference: string };
  canReturn: boolean;
  /** Why nothing can be returned (not delivered yet, too late), in the page's language. */
  reason: string | null;
  products: { idOrderLine: number; name: string; quantity: number; returnedQuantity: number; returnableQuantity: number }[];
  returns: {
    id: number; status: string; reason: string | null; createdAt: string; updatedAt: string;
    /** The label step's instructions and the label's signed link; the refusal's reason (issue 36). */
    instructions: string | null; label: string | null; refusal: string | null;
    products: { idOrderLine: number; quantity: number }[];
  }[];
}
