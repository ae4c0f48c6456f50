import type { ServedOrder, ServedOrderSummary } from '../../schemas/api/shop/order.ts';

/** An order as GET /order lists it (schemas/api/shop/order.ts), the parts the account shows. */
export type OrderSummary = Omit<ServedOrderSummary, 'deliveryType'>;

/** One order as GET /order/{id} serves it (schemas/api/shop/order.ts), the parts the account shows. */
export type MemberOrder = OrderSummary &
  Pick<ServedOrder, 'trackingLink' | 'history' | 'refunds'> & {
    pickup?: ServedOrder['pickup'];
    products: Pick<ServedOrder['products'][number], 'id' | 'name' | 'quantity' | 'priceToPay' | 'total'>[];
  };

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
