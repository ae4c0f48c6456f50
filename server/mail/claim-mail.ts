import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import { isPostgres } from '../db/migration-helpers.ts';
import type { OutboxTable } from '../db/tables/accounts.ts';

export type OutboxRow = Selectable<OutboxTable>;

/** Not sent, due (no backoff pending) and not held by a worker whose lease still runs. */
function claimable(at: string) {
  return (eb: ExpressionBuilder<Database, 'outbox'>) => eb.and([
    eb('sentAt', 'is', null),
    eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', at)]),
    eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', at)]),
  ]);
}

/**
 * Takes the oldest due mail for one attempt, in one UPDATE … RETURNING: the row is leased until
 * `leaseUntil` and its attempt counted. The condition is checked again on the row itself, so two
 * workers (or processes, or instances) never hold the same mail. On PostgreSQL the row is chosen
 * `FOR UPDATE SKIP LOCKED`: a worker passes over a row another one is taking instead of waiting
 * for it (and then finding nothing). SQLite runs writes one at a time: the conditional UPDATE is
 * enough. A worker that dies holding a mail loses it for the lease only (decision 0035).
 */
export async function claimNextMail(db: Kysely<Database>, at: string, leaseUntil: string): Promise<OutboxRow | undefined> {
  const postgres = isPostgres(db as unknown as Kysely<unknown>);
  return db.updateTable('outbox')
    .set({ claimedUntil: leaseUntil, attempts: sql<number>`attempts + 1` })
    .where((eb) => {
      const next = eb.selectFrom('outbox').select('id').where(claimable(at)).orderBy('id').limit(1);
      return eb('id', '=', postgres ? next.forUpdate().skipLocked() : next);
    })
    .where(claimable(at))
    .returningAll()
    .executeTakeFirst();
}

/** Marks a claimed mail sent (only while this claim holds it). */
export async function markMailSent(db: Kysely<Database>, row: OutboxRow, at: string): Promise<void> {
  await db.updateTable('outbox').set({ sentAt: at, claimedUntil: null, lastError: null })
    .where('id', '=', row.id).where('claimedUntil', '=', row.claimedUntil).execute();
}

/** Puts a claimed mail back for a later attempt, with the error that stopped this one. */
export async function markMailFailed(db: Kysely<Database>, row: OutboxRow, retryAt: string, error: string): Promise<void> {
  await db.updateTable('outbox').set({ nextAttemptAt: retryAt, claimedUntil: null, lastError: error.slice(0, 2000) })
    .where('id', '=', row.id).where('claimedUntil', '=', row.claimedUntil).execute();
}

/** The wait before the next attempt: base × 2^(attempts − 1), at most `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}
