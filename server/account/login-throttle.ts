import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { secondsUntil, sweepCounters } from '../content/rate-limiter.ts';

/** Free attempts, then a delay that doubles at each further attempt, up to a ceiling. */
export interface BackoffPolicy {
  /** Attempts allowed in a row before the first delay. */
  freeAttempts: number;
  /** The delay after the last free attempt (ms); it doubles at each attempt after that. */
  firstDelayMs: number;
  /** The longest delay (ms). */
  maxDelayMs: number;
  /** The counter is forgotten after this long without an attempt (ms). */
  forgetMs: number;
}

/**
 * Logins into one account from one client address (OWASP: throttle per account AND client, so
 * that an attacker elsewhere cannot lock the owner out): 5 in a row, then 30 s, 1 min, 2 min…
 * up to 15 min between attempts. A successful login forgets them.
 */
export const ACCOUNT_LOGINS: BackoffPolicy = { freeAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetMs: 24 * 3600_000 };

/**
 * Logins from one client address into any accounts: a robot trying many e-mails is slowed even
 * though each (account, address) stays under its own limit. 20, then 1 min, 2 min… up to 1 h.
 * A successful login gives its attempt back.
 */
export const ADDRESS_LOGINS: BackoffPolicy = { freeAttempts: 20, firstDelayMs: 60_000, maxDelayMs: 3600_000, forgetMs: 24 * 3600_000 };

/** The wait (ms) after the `attempt`-th attempt in a row: none while free, then doubling up to the ceiling. */
export function backoffDelay(policy: BackoffPolicy, attempt: number): number {
  if (attempt < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - policy.freeAttempts));
}

export interface LoginThrottle {
  /**
   * Takes one attempt for `key` at `now` (ms): 0 when it may go ahead (it is counted), else the
   * seconds to wait (nothing counted). Checking and counting are one statement, so concurrent
   * attempts on any instance never get more than their share.
   */
  take(key: string, now: number): Promise<number>;
  /** Forgets the attempts of `key` (a successful login into that account from that address). */
  forget(key: string): Promise<void>;
  /** Gives one attempt back (a successful login does not count against its address). */
  giveBack(key: string): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Attempt counters with growing delays, kept in the database (table `rateCounters`) for every instance. */
export function createLoginThrottle(db: Kysely<Database>, policy: BackoffPolicy = ACCOUNT_LOGINS): LoginThrottle {
  // The attempt numbers whose delay differs from the ceiling: the CASE ladder below.
  const steps: number[] = [];
  for (let attempt = policy.freeAttempts; backoffDelay(policy, attempt) < policy.maxDelayMs; attempt += 1) steps.push(attempt);
  return {
    async take(key, now) {
      const at = iso(now);
      const blockAfter = (attempt: number) => iso(now + backoffDelay(policy, attempt));
      const taken = await db.insertInto('rateCounters')
        .values({ key, hits: 1, blockedUntil: blockAfter(1), expiresAt: iso(now + policy.forgetMs) })
        .onConflict((oc) => oc.column('key')
          .doUpdateSet((eb) => {
            const forgotten = eb('rateCounters.expiresAt', '<=', at);
            const next = eb('rateCounters.hits', '+', 1);
            let ladder = eb.case().when(forgotten).then(blockAfter(1)).when(next, '<', policy.freeAttempts).then(at);
            for (const attempt of steps) ladder = ladder.when(next, '=', attempt).then(blockAfter(attempt));
            return {
              hits: eb.case().when(forgotten).then(1).else(next).end(),
              blockedUntil: ladder.else(blockAfter(Number.MAX_SAFE_INTEGER)).end(),
              expiresAt: eb.ref('excluded.expiresAt'),
            };
          })
          .where((eb) => eb.or([eb('rateCounters.expiresAt', '<=', at), eb('rateCounters.blockedUntil', '<=', at)])))
        .returning('hits')
        .executeTakeFirst();
      if (taken) {
        if (taken.hits === 1) await sweepCounters(db, now);
        return 0;
      }
      const row = await db.selectFrom('rateCounters').select('blockedUntil').where('key', '=', key).executeTakeFirst();
      return row ? secondsUntil(row.blockedUntil, now) : 1;
    },
    async forget(key) {
      await db.deleteFrom('rateCounters').where('key', '=', key).execute();
    },
    async giveBack(key) {
      await db.updateTable('rateCounters').set((eb) => ({ hits: eb('hits', '-', 1) })).where('key', '=', key).where('hits', '>', 0).execute();
    },
  };
}
