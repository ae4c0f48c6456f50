import type { ApiContext } from '../../context.ts';
import { retryDelayMs } from '../../mail/claim-mail.ts';
import { pollEvery, type Polled } from '../../poll-every.ts';
import { runRefund } from './run-refund.ts';

export interface RefundWorkerOptions {
  ctx: ApiContext;
  /** How often pending refunds are looked for (default 60 s). */
  pollMs?: number;
  /** A refund younger than this is left to the request that recorded it, which sends it at once (default 60 s). */
  minAgeMs?: number;
  /** First wait after a failed send, doubled at each failure (default 60 s), up to `maxRetryMs` (default 1 h). */
  retryBaseMs?: number;
  maxRetryMs?: number;
}

/** The refund worker's timings (tests and `createContext` set them). */
export type RefundWorkerTuning = Partial<Omit<RefundWorkerOptions, 'ctx'>>;

/** `drain()` sends every pending refund due now (tests use it); `stop()` waits for the refund being sent. */
export type RefundWorker = Polled<{ sent: number; failed: number }>;

/** Refunds looked at per run: a backlog is worked through over several runs. */
const BATCH = 50;

/**
 * Sends the refunds the shop owes and has not sent: an out-of-stock or duplicate-payment refund
 * (settle-payment.ts) whose provider call failed is PENDING, and the provider, having had its 2xx,
 * may never notify that order again. Every `pollMs` this worker sends each PENDING refund older
 * than `minAgeMs` through `runRefund` (same idempotency key, outside any transaction; the row turns
 * SUCCEEDED and the customer's mail is queued once, under the order's lock), so several instances
 * running it at once refund once. A failure waits longer each time (kept per instance, in memory);
 * an admin's refund is never PENDING for long (refund-order.ts removes it when its call fails).
 */
export function startRefundWorker(options: RefundWorkerOptions): RefundWorker {
  const { ctx } = options;
  const pollMs = options.pollMs ?? 60_000;
  const minAgeMs = options.minAgeMs ?? 60_000;
  const base = options.retryBaseMs ?? 60_000;
  const maxRetry = options.maxRetryMs ?? 3_600_000;
  const failures = new Map<number, { attempts: number; nextAt: number }>();

  const sendDue = async (stopped: () => boolean): Promise<{ sent: number; failed: number }> => {
    const at = ctx.now().getTime();
    const due = await ctx.db.selectFrom('refunds').innerJoin('orders', 'orders.id', 'refunds.orderId')
      .select(['refunds.id', 'refunds.orderId', 'orders.idSite'])
      .where('refunds.status', '=', 'PENDING').where('refunds.reason', 'in', ['OUT_OF_STOCK', 'DUPLICATE'])
      .where('refunds.createdAt', '<=', new Date(at - minAgeMs).toISOString())
      .orderBy('refunds.id').limit(BATCH).execute();
    let sent = 0;
    let failed = 0;
    for (const refund of due) {
      if (stopped()) break;
      const failure = failures.get(refund.id);
      if (failure && failure.nextAt > at) continue;
      const site = ctx.config.site(refund.idSite);
      try {
        if (!site) throw new Error(`site ${refund.idSite} is not served`);
        await runRefund(ctx, site, refund.id);
        failures.delete(refund.id);
        sent += 1;
      } catch (error) {
        const attempts = (failure?.attempts ?? 0) + 1;
        const nextAt = at + retryDelayMs(attempts, base, maxRetry);
        failures.set(refund.id, { attempts, nextAt });
        ctx.log.error(`refund ${refund.id} of order ${refund.orderId}: ${(error as Error).message} (attempt ${attempts} of the refund worker, next at ${new Date(nextAt).toISOString()})`);
        failed += 1;
      }
    }
    return { sent, failed };
  };

  return pollEvery({
    pollMs,
    work: sendDue,
    onError: (error) => ctx.log.error(`[refunds] pending refunds read failed: ${error instanceof Error ? error.message : String(error)}`),
  });
}
