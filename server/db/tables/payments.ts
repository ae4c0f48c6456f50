import type { Generated } from 'kysely';

/** Table types of payment providers (migration 0010, decision 0037). Money is integer cents. */
export interface PaymentEventsTable {
  /** A provider notification already handled: a replay of it changes nothing. */
  provider: string;
  eventId: string;
  createdAt: string;
}

export interface RefundsTable {
  id: Generated<number>;
  orderId: number;
  paymentId: number;
  amountCents: number;
  /** The provider's id of the refund. */
  providerRef: string;
  /**
   * `CANCELLED` (a cancelled paid order), `RETURN` (lines of an accepted return), `OUT_OF_STOCK`
   * (paid after its units were sold to others) or `DUPLICATE` (a second payment of a paid order).
   */
  reason: 'CANCELLED' | 'RETURN' | 'OUT_OF_STOCK' | 'DUPLICATE';
  /** The accepted return it refunds (reason RETURN). */
  returnId: number | null;
  createdAt: string;
  /** `PENDING`: recorded before the provider is called (outside any transaction); `SUCCEEDED` once it answered (migration 0014). */
  status: Generated<'PENDING' | 'SUCCEEDED'>;
  /** The key the provider gets with the refund: a retry of the call refunds once. */
  idempotencyKey: string | null;
}

export interface PaymentTables {
  paymentEvents: PaymentEventsTable;
  refunds: RefundsTable;
}
