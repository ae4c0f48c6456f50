import type { Kysely, Transaction } from 'kysely';
import { lockInTransaction } from './lock-in-transaction.ts';

/**
 * The one way a rule of the form "check what is left, then take some" runs (stock, a discount
 * code's uses, returns, seats, a payment, a status change): in a transaction that first locks
 * `keys` (one per counted thing, e.g. `stock:88:1201`), then runs `work`, which reads the count
 * and writes. Transactions on the same key run one after the other on SQLite and PostgreSQL
 * alike, across processes too, so the check still holds when the write lands. A `work` that
 * refuses throws (an ApiError 409), which rolls everything back. Decision 0031.
 *
 * Called on a transaction already open, it locks inside that one (the lock is then not the first
 * statement: on SQLite shared by several processes, prefer opening the transaction here).
 */
export async function checkAndTake<DB, T>(
  db: Kysely<DB>,
  keys: string | readonly string[],
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) {
    const trx = db as Transaction<DB>;
    await lockInTransaction(trx, keys);
    return work(trx);
  }
  return db.transaction().execute(async (trx) => {
    await lockInTransaction(trx, keys);
    return work(trx);
  });
}

/** The lock keys of the invariants, one place so that two rules on one count share the key. */
export const lockKeys = {
  stock: (idSite: number, idDeclination: number) => `stock:${idSite}:${idDeclination}`,
  discountCode: (idSite: number, code: string) => `discount-code:${idSite}:${code.trim().toUpperCase()}`,
  cart: (cartId: string) => `cart:${cartId}`,
  order: (orderId: number) => `order:${orderId}`,
  reviewRequests: (idSite: number, email: string) => `review-requests:${idSite}:${email.trim().toLowerCase()}`,
  seats: (idSite: number, route: string, elementId: number) => `element-registration:${idSite}:${route}:${elementId}`,
} as const;
