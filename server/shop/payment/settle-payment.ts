import type { Transaction } from 'kysely';
import type { ApiContext } from '../../context.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { dropUnsentStatusMails, queueOrderConfirmation, queueOrderStatusMail } from '../mails/order-mails.ts';
import { queueOrderNotice } from '../mails/order-notice.ts';
import { issueGiftVouchers } from '../vouchers/issue-gift-vouchers.ts';
import { normalizeLang } from '../../i18n/normalize-lang.ts';
import type { Locale } from '../../../rules/locale.ts';
import { ORDER_NOT_FOUND, type OrderRow } from '../order-model/order-row.ts';
import { orderStockKeys, retakesStock, stockShortfall } from '../orders/retake-stock.ts';
import { alertPayment, type PaymentAlert } from './payment-alert.ts';
import { runPendingRefunds, runRefund } from './run-refund.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

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
 * (amount or currency not the order's: left unpaid, the owner alerted), `NOT_PAYABLE` (cancelled),
 * `OUT_OF_STOCK` (paid after the order's released units were sold to others: refunded at once),
 * `SUPERSEDED` (an attempt a newer one replaced was declined or expired: the order is left as it is),
 * `DUPLICATE` (a second attempt paid an order paid already: that payment is refunded at once).
 */
export type SettleResult = 'PAID' | 'DECLINED' | 'ALREADY' | 'REPLAY' | 'MISMATCH' | 'NOT_PAYABLE' | 'OUT_OF_STOCK' | 'SUPERSEDED' | 'DUPLICATE';

/** Attempts not settled yet: a superseded one can still be paid late (a CAWL checkout cannot be ended). */
const OPEN = ['STARTED', 'SUPERSEDED'] as const;

/**
 * How long the "payment declined" mail is held back: a retry that pays the order meanwhile drops
 * it (the customer gets only the confirmation), else it goes out then (docs/payments.md).
 */
export const DECLINE_MAIL_DELAY_MS = 15 * 60_000;

const M = {
  UNKNOWN: { en: 'Unknown payment', fr: 'Paiement inconnu' },
  CHANGED: { en: 'The order changed meanwhile: please try again', fr: 'La commande a changé entre-temps : veuillez réessayer' },
} as const;

/**
 * The one settlement of a payment, used by the browser's return, the provider's webhook and the
 * test card alike (docs/conventions.md, example 18, decision 0037). Under the order's lock and its stock
 * keys (`checkAndTake`, decision 0031): the order goes PAID once, its confirmation mail is queued
 * once (in the same transaction), a declined order released its units and paying it later takes
 * them again once. Whichever side comes second finds the order settled and changes nothing.
 * A provider's success for units others bought meanwhile is not refused (the money is taken):
 * the order ends REFUNDED_OUT_OF_STOCK with a refund intent and the shop's alert, then, the
 * transaction over, the refund is sent (`runRefund`) and mailed to the customer (issue 32). A
 * decline of an attempt while a newer one is live changes only that attempt. 404 for an unknown
 * order or attempt; 409 for the test card when the units are gone (it has taken nothing yet).
 */
export async function settlePayment(ctx: ApiContext, input: SettleInput): Promise<{ result: SettleResult; order: OrderRow }> {
  const { result, order, refundId } = await settleInTransaction(ctx, input);
  if (refundId !== undefined) {
    try {
      await runRefund(ctx, input.site, refundId);
    } catch (error) {
      ctx.log.error(`refund ${refundId} of order ${order.id} (${result}): ${(error as Error).message} (left pending: sent again by the refund worker, or on the order's next payment notification)`);
    }
  } else if (result === 'ALREADY' || result === 'REPLAY') {
    await runPendingRefunds(ctx, input.site, order.id);
  }
  return { result, order };
}

/** Records a refund of a whole attempt as an intent (sent by `runRefund` once the transaction is over); its id. */
async function refundIntent(trx: Transaction<Database>, idSite: number, orderId: number, paymentId: number, amountCents: number, reason: 'OUT_OF_STOCK' | 'DUPLICATE', at: string): Promise<number> {
  const row = await trx.insertInto('refunds').values({
    orderId, paymentId, amountCents, providerRef: '', reason, returnId: null, createdAt: at,
    status: 'PENDING', idempotencyKey: `vitrine-refund-${idSite}-${orderId}-${reason}-${paymentId}`,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function settleInTransaction(ctx: ApiContext, input: SettleInput): Promise<{ result: SettleResult; order: OrderRow; refundId?: number }> {
  const { site, orderId } = input;
  const keys = [lockKeys.order(orderId), ...(await orderStockKeys(ctx.db, site.idSite, orderId))];
  return checkAndTake(ctx.db, keys, async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).where('idSite', '=', site.idSite).executeTakeFirst();
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND, null, { id: String(orderId) });
    const lang = input.lang ?? normalizeLang(order.lang) ?? 'fr_FR';
    const at = ctx.now().toISOString();
    const recordEvent = async () => {
      if (input.eventId !== undefined) await trx.insertInto('paymentEvents').values({ provider: input.provider, eventId: input.eventId, createdAt: at }).execute();
    };
    const done = async (result: SettleResult) => {
      await recordEvent();
      return { result, order };
    };
    if (input.eventId !== undefined) {
      const seen = await trx.selectFrom('paymentEvents').select('eventId').where('provider', '=', input.provider).where('eventId', '=', input.eventId).executeTakeFirst();
      if (seen) return { result: 'REPLAY' as const, order };
    }
    const attempt = input.providerRef === null ? undefined : await trx.selectFrom('payments').selectAll()
      .where('orderId', '=', orderId).where('provider', '=', input.provider).where('providerRef', '=', input.providerRef).executeTakeFirst();
    if (input.providerRef !== null && !attempt) throw new ApiError(404, pickText(M.UNKNOWN, lang));
    if (attempt && !(OPEN as readonly string[]).includes(attempt.status)) return done('ALREADY');
    const alert = (kind: PaymentAlert['kind']) => alertPayment(trx, site, ctx.log, {
      kind, reference: order.reference, provider: input.provider, ref: input.providerRef ?? '', paidCents: input.amountCents,
      currency: input.currency, dueCents: order.totalCents, status: order.status,
    }, at);
    const whole = input.amountCents === order.totalCents && input.currency.toUpperCase() === 'EUR';
    if (SETTLED.has(order.status) && input.outcome === 'SUCCEEDED' && attempt && whole) {
      // Paid twice (an older checkout that could not be ended, paid too): the second payment goes back at once.
      await trx.updateTable('payments').set({ status: 'DUPLICATE', amountCents: input.amountCents, currency: 'EUR' }).where('id', '=', attempt.id).execute();
      await alert('DUPLICATE');
      const refundId = await refundIntent(trx, site.idSite, orderId, attempt.id, input.amountCents, 'DUPLICATE', at);
      await recordEvent();
      return { result: 'DUPLICATE' as const, order, refundId };
    }
    if (SETTLED.has(order.status) || order.status === 'CANCELLED' || order.status === 'REFUNDED_OUT_OF_STOCK') {
      if (input.outcome === 'SUCCEEDED' && input.providerRef !== null) await alert('NOT_PAYABLE');
      return done(SETTLED.has(order.status) ? 'ALREADY' : 'NOT_PAYABLE');
    }
    const mismatch = input.outcome === 'SUCCEEDED' && (input.amountCents !== order.totalCents || input.currency.toUpperCase() !== 'EUR');
    const paymentStatus = mismatch ? 'MISMATCH' : input.outcome;
    const row = { status: paymentStatus, amountCents: input.amountCents, currency: input.currency.toUpperCase() } as const;
    if (attempt && input.outcome === 'DECLINED') {
      // An attempt replaced by a newer checkout, or declined while another is live: only that attempt ends.
      const live = attempt.status === 'SUPERSEDED' || await trx.selectFrom('payments').select('id').where('orderId', '=', orderId)
        .where('status', '=', 'STARTED').where('id', '!=', attempt.id).executeTakeFirst() !== undefined;
      if (live) {
        await trx.updateTable('payments').set(row).where('id', '=', attempt.id).where('status', 'in', OPEN).execute();
        return done('SUPERSEDED');
      }
    }
    let status: 'PAID' | 'PAYMENT_FAILED' | 'REFUNDED_OUT_OF_STOCK' = input.outcome === 'SUCCEEDED' ? 'PAID' : 'PAYMENT_FAILED';
    if (!mismatch && retakesStock(order.status, status)) {
      const short = await stockShortfall(trx, site, orderId, lang);
      // The test card has taken nothing yet: refused. A provider has taken the money: it goes back.
      if (short !== null && !attempt) throw new ApiError(409, short);
      if (short !== null) status = 'REFUNDED_OUT_OF_STOCK';
    }
    if (attempt) {
      const moved = await trx.updateTable('payments').set(row).where('id', '=', attempt.id).where('status', 'in', OPEN).executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return done('ALREADY');
    } else {
      await trx.insertInto('payments').values({ orderId, provider: input.provider, providerRef: null, cardLast4: input.cardLast4 ?? '', createdAt: at, ...row }).execute();
    }
    if (mismatch) {
      await alert('MISMATCH');
      return done('MISMATCH');
    }
    const moved = await trx.updateTable('orders').set({ status, updatedAt: at }).where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new ApiError(409, pickText(M.CHANGED, lang));
    let refundId: number | undefined;
    if (status !== order.status) {
      await trx.insertInto('orderStatusHistory').values({ orderId, status, createdAt: at }).execute();
      if (status === 'PAYMENT_FAILED') {
        await queueOrderStatusMail(trx, site, orderId, at, new Date(ctx.now().getTime() + DECLINE_MAIL_DELAY_MS).toISOString());
      } else {
        // Paid (or refunded) after all: a "payment declined" mail still held back is wrong now.
        await dropUnsentStatusMails(trx, orderId, at);
        if (status === 'PAID') await queueOrderConfirmation(trx, site, orderId, at);
        if (status === 'PAID') await queueOrderNotice(trx, site, orderId, at);
        if (status === 'PAID') await issueGiftVouchers(trx, site, orderId, at);
      }
      if (status === 'REFUNDED_OUT_OF_STOCK') {
        await alert('OUT_OF_STOCK');
        // Record the intent; the provider is called once this transaction is over (runRefund).
        refundId = await refundIntent(trx, site.idSite, orderId, attempt!.id, input.amountCents, 'OUT_OF_STOCK', at);
      }
    }
    await recordEvent();
    const result: SettleResult = status === 'PAID' ? 'PAID' : status === 'PAYMENT_FAILED' ? 'DECLINED' : 'OUT_OF_STOCK';
    return { result, order: { ...order, status, updatedAt: at }, refundId };
  });
}
