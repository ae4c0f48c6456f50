import type { InCents } from '../../schemas/api/euros.ts';
import type { ServedOrder as WireOrder, ServedOrderSummary as WireOrderSummary } from '../../schemas/api/shop/order.ts';

type ServedOrder = InCents<WireOrder>;
type ServedOrderSummary = InCents<WireOrderSummary>;

/** An order as GET /order lists it (schemas/api/shop/order.ts), the parts the account shows. */
export type OrderSummary = Omit<ServedOrderSummary, 'deliveryType'>;

/** One order as GET /order/{id} serves it (schemas/api/shop/order.ts), the parts the account shows. */
export type MemberOrder = OrderSummary &
  Pick<ServedOrder, 'trackingLink' | 'history' | 'refunds'> & {
    pickup?: ServedOrder['pickup'];
    products: Pick<ServedOrder['products'][number], 'id' | 'name' | 'quantity' | 'priceToPay' | 'total'>[];
  };

/** GET /order-back?order={id}: what may still be returned, and the returns already asked (its contract's answer). */
export type { OrderReturns } from '../../schemas/api/shop/return-contracts.ts';
