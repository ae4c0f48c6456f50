import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError } from '../../http/api-error.ts';
import { queueOrderConfirmation, queueOrderStatusMail } from '../../mail/order-mails.ts';
import { normalizeLang } from '../../http/request-context.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { orderStockKeys, retakeStock, retakesStock } from '../orders/retake-stock.ts';
import { alertPayment } from './payment-alert.ts';

/** Statuses of an order whose payment is done. */
export const SETTLED = new Set(['PAID', 'PREPARING', 'SHIPPED', 'READY_FOR_PICKUP', 'DELIVERED']);

export interface SettleInput {
  site: LoadedSite;
  orderId: number;
  provider: string;
  /** The attempt `start` recorded (`STARTED`); null for a provider that pays in one step (the test card). */
  providerRef: string | null;
  outcome: 'SUCCEEDED' | 'DECLINED';
  amountCents: number;
  currency: string;
  cardLast4?: string;
  /** The language of the caller's messages (a browser's request); the order's own for a webhook. */
  lang?: Locale;
  /** The id of the provider's notification that reports it: handled once, a replay changes nothing. */
  eventId?: string;
}

/**
 * What happened: `PAID` / `DECLINED` (this call moved the order), `ALREADY` (settled before: by the
 * other side, or an earlier call), `REPLAY` (this notification was handled before), `MISMATCH`
 * (amount or currency not the order's: left unpaid, the owner alerted), `NOT_PAYABLE` (cancelled).
 */
export type SettleResult = 'PAID' | 'DECLINED' | 'ALREADY' | 'REPLAY' | 'MISMATCH' | 'NOT_PAYABLE';

const M = {
  UNKNOWN: { en: 'Unknown payment', fr_FR: 'Paiement inconnu' },
  CHANGED: { en: 'The order changed meanwhile: please try again', fr_FR: 'La commande a changé entre-temps : veuillez réessayer' },
} as const;

/**
 * The one settlement of a payment, used by the browser's return, the provider's webhook and the
 * test card alike (CONVENTIONS example 18, decision 0037). Under the order's lock and its stock
 * keys (`checkAndTake`, decision 0031): the order goes PAID once, its confirmation mail is queued
 * once (in the same transaction), a declined order released its units and paying it later takes
 * them again once. Whichever side comes second finds the order settled and changes nothing.
 * 404 for an unknown order or attempt.
 */
export async function settlePayment(ctx: ApiContext, input: SettleInput): Promise<{ result: SettleResult; order: OrderRow }> {
  const { site, orderId } = input;
  const keys = [lockKeys.order(orderId), ...(await orderStockKeys(ctx.db, site.idSite, orderId))];
  return checkAndTake(ctx.db, keys, async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('idSite', '=', site.idSite).executeTakeFirst();
    if (!order) throw new ApiError(404, `Order ${orderId} does not exist`);
    const lang = input.lang ?? normalizeLang(order.lang) ?? 'fr_FR';
    const at = ctx.now().toISOString();
    const done = async (result: SettleResult) => {
      if (input.eventId !== undefined) await trx.insertInto('paymentEvents').values({ provider: input.provider, eventId: input.eventId, createdAt: at }).execute();
      return { result, order };
    };
    if (input.eventId !== undefined) {
      const seen = await trx.selectFrom('paymentEvents').select('eventId').where('provider', '=', input.provider).where('eventId', '=', input.eventId).executeTakeFirst();
      if (seen) return { result: 'REPLAY' as const, order };
    }
    const attempt = input.providerRef === null ? undefined : await trx.selectFrom('payments').selectAll()
      .where('orderId', '=', orderId).where('provider', '=', input.provider).where('providerRef', '=', input.providerRef).executeTakeFirst();
    if (input.providerRef !== null && !attempt) throw new ApiError(404, M.UNKNOWN[lang]);
    if (attempt && attempt.status !== 'STARTED') return done('ALREADY');
    const alert = (kind: 'MISMATCH' | 'NOT_PAYABLE') => alertPayment(trx, site, ctx.log, {
      kind, reference: order.reference, provider: input.provider, ref: input.providerRef ?? '', paidCents: input.amountCents,
      currency: input.currency, dueCents: order.totalCents, status: order.status,
    }, at);
    if (SETTLED.has(order.status) || order.status === 'CANCELLED') {
      if (input.outcome === 'SUCCEEDED' && input.providerRef !== null) await alert('NOT_PAYABLE');
      return done(order.status === 'CANCELLED' ? 'NOT_PAYABLE' : 'ALREADY');
    }
    const mismatch = input.outcome === 'SUCCEEDED' && (input.amountCents !== order.totalCents || input.currency.toUpperCase() !== 'EUR');
    const paymentStatus = mismatch ? 'MISMATCH' : input.outcome;
    const row = { status: paymentStatus, amountCents: input.amountCents, currency: input.currency.toUpperCase() } as const;
    const status = input.outcome === 'SUCCEEDED' ? 'PAID' : 'PAYMENT_FAILED';
    if (!mismatch && retakesStock(order.status, status)) await retakeStock(trx, site, orderId, lang);
    if (attempt) {
      const moved = await trx.updateTable('payments').set(row).where('id', '=', attempt.id).where('status', '=', 'STARTED').executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return done('ALREADY');
    } else {
      await trx.insertInto('payments').values({ orderId, provider: input.provider, providerRef: null, cardLast4: input.cardLast4 ?? '', createdAt: at, ...row }).execute();
    }
    if (mismatch) {
      await alert('MISMATCH');
      return done('MISMATCH');
    }
    const moved = await trx.updateTable('orders').set({ status, updatedAt: at }).where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, M.CHANGED[lang]);
    if (status !== order.status) {
      await trx.insertInto('orderStatusHistory').values({ orderId, status, createdAt: at }).execute();
      if (status === 'PAID') await queueOrderConfirmation(trx, site, orderId, at);
      else await queueOrderStatusMail(trx, site, orderId, at);
    }
    const settled = { ...order, status, updatedAt: at };
    if (input.eventId !== undefined) await trx.insertInto('paymentEvents').values({ provider: input.provider, eventId: input.eventId, createdAt: at }).execute();
    return { result: status === 'PAID' ? 'PAID' : 'DECLINED', order: settled };
  });
}
