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
  /** `CANCELLED` (a cancelled paid order) or `RETURN` (lines of an accepted return). */
  reason: 'CANCELLED' | 'RETURN';
  /** The accepted return it refunds (reason RETURN). */
  returnId: number | null;
  createdAt: string;
}

export interface PaymentTables {
  paymentEvents: PaymentEventsTable;
  refunds: RefundsTable;
}
