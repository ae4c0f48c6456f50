import type { ServedOrderSummary } from '../../../schemas/api/shop/order.ts';
import { orderTrackingLink } from '../order-model/tracking-link.ts';
import { pickupSlot } from '../order-model/pickup-slot.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ORDER_NOT_FOUND, requireOrder, type OrderRow } from '../order-model/order-row.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { toEuros } from '../../../rules/index.ts';
import { isOrderStatus, orderStatusLabel } from '../order-model/order-status.ts';
import { recipientOf } from '../mails/order-mails.ts';

/** The status as `{ code, value }` (value translated). */
export function statusView(status: string, lang: Locale) {
  return { code: status, value: isOrderStatus(status) ? orderStatusLabel(status, lang) : status };
}

/** One order row as a list item: amounts in euros, status translated. */
export function orderSummary(order: OrderRow, lang: Locale): ServedOrderSummary {
  return {
    id: order.id,
    reference: order.reference,
    createdAt: order.createdAt,
    status: statusView(order.status, lang),
    deliveryType: order.deliveryType,
    subtotal: toEuros(order.subtotalCents),
    discount: toEuros(order.discountCents),
    shippingFees: toEuros(order.shippingFeesCents),
    total: toEuros(order.totalCents),
  };
}

/**
 * An order the request may see: the member's own, or a guest order when the request names its
 * cart (`cart` — the id the browser kept). 404 otherwise, so other orders are not revealed.
 */
export async function requireVisibleOrder(
  db: Kysely<Database>,
  idSite: number,
  id: number,
  access: { userId: number | null; cartId?: string | undefined },
): Promise<OrderRow> {
  const order = await requireOrder(db, idSite, id).catch(() => undefined);
  const mine = order && access.userId !== null && order.userId === access.userId;
  const guest = order && order.userId === null && access.cartId !== undefined && order.cartId === access.cartId;
  if (!order || (!mine && !guest)) throw new ApiError(404, ORDER_NOT_FOUND, null, { id: String(id) });
  return order;
}

/** The full order: lines, addresses, status history, payments and the refunds made (not those still waiting for the provider); the tracking link by the site's carrier rule. */
export async function orderDetail(db: Kysely<Database>, site: LoadedSite, order: OrderRow, lang: Locale) {
  const [lines, addresses, history, payments, refunds, email] = await Promise.all([
    db.selectFrom('orderLines').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('orderAddresses').selectAll().where('orderId', '=', order.id).execute(),
    db.selectFrom('orderStatusHistory').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('refunds').select(['id', 'amountCents', 'reason', 'createdAt']).where('orderId', '=', order.id).where('status', '=', 'SUCCEEDED').orderBy('id').execute(),
    recipientOf(db, order),
  ]);
  const address = (kind: 'DELIVERY' | 'BILLING') => {
    const found = addresses.find((one) => one.kind === kind);
    if (!found) return null;
    const { id: _id, orderId: _orderId, kind: _kind, ...rest } = found;
    return rest;
  };
  return {
    ...orderSummary(order, lang),
    cartId: order.cartId,
    /** Where the order's mails go (the guest's address, else the account's), and whether it was placed without an account: the success page's next steps. */
    email,
    guest: order.userId === null,
    carrier: order.idCarrier ? { id: order.idCarrier, name: order.carrierName, serviceCode: order.serviceCode } : null,
    accessPoint: order.accessPoint ? JSON.parse(order.accessPoint) : null,
    dateSchedule: order.dateSchedule,
    idSchedule: order.idSchedule,
    /** Where and when to collect a click-and-collect order: the place, its address, the day and the slot. */
    pickup: pickupSlot(site, order),
    phone: order.phone,
    message: order.message,
    discountCode: order.discountCode,
    deliveredAt: order.deliveredAt,
    /** The carrier's tracking page once the parcel has a tracking number (GET /admin/order/{id}/tracking-link). */
    trackingLink: orderTrackingLink(site, order),
    products: lines.map((line) => ({
      id: line.id,
      idProduct: line.idProduct,
      idDeclination: line.idDeclination,
      name: line.name,
      reference: line.reference,
      type: line.productType,
      quantity: line.quantity,
      price: toEuros(line.unitPriceCents + line.customizationCents),
      priceToPay: toEuros(line.unitToPayCents),
      total: toEuros(line.unitToPayCents * line.quantity),
      customizations: JSON.parse(line.customizations) as unknown[],
    })),
    addresses: { delivery: address('DELIVERY'), billing: address('BILLING') },
    history: history.map((one) => ({ ...statusView(one.status, lang), createdAt: one.createdAt })),
    payments: payments.map((one) => ({ id: one.id, provider: one.provider, status: one.status, amount: toEuros(one.amountCents), cardLast4: one.cardLast4, createdAt: one.createdAt })),
    /** Money sent back to the card (a cancelled order, a return), issue #25. */
    refunds: refunds.map((one) => ({ id: one.id, amount: toEuros(one.amountCents), reason: one.reason, createdAt: one.createdAt })),
  };
}
