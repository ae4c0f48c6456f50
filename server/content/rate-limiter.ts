import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The verdict of one hit: allowed, or refused with the seconds to wait. */
export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts a hit for `key` at `now` (ms) and says whether it is within the limit. */
  hit(key: string, now: number): Promise<RateVerdict>;
}

export interface RateLimitOptions {
  /** Hits allowed per window (e.g. 10). */
  limit: number;
  /** Window length in milliseconds (e.g. 10 minutes). */
  windowMs: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Seconds from `now` (ms) until an ISO time, at least 1. */
export function secondsUntil(at: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(at) - now) / 1000));
}

/** Deletes the counters nobody needs any more (called when a counter starts afresh). */
export async function sweepCounters(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rateCounters').where('expiresAt', '<=', iso(now)).execute();
}

/**
 * A fixed-window limiter kept in the database (table `rateCounters`), so that every instance
 * counts in the same place. One statement counts and checks at once: an upsert whose update only
 * happens while the window has room (or has ended), so concurrent hits never pass the limit. A
 * refused hit is not counted: a client that waits gets through as soon as the window ends.
 */
export function createRateLimiter(db: Kysely<Database>, options: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(options.limit) || options.limit < 1) {
    throw new Error(`Rate limit must be a whole number of at least 1, got ${options.limit}`);
  }
  if (!(options.windowMs > 0)) {
    throw new Error(`Rate limit window must be a positive number of milliseconds, got ${options.windowMs}`);
  }
  return {
    async hit(key, now) {
      const at = iso(now);
      const counted = await db.insertInto('rateCounters')
        .values({ key, hits: 1, blockedUntil: at, expiresAt: iso(now + options.windowMs) })
        .onConflict((oc) => oc.column('key')
          .doUpdateSet((eb) => {
            const ended = eb('rateCounters.expiresAt', '<=', at);
            return {
              hits: eb.case().when(ended).then(1).else(eb('rateCounters.hits', '+', 1)).end(),
              expiresAt: eb.case().when(ended).then(eb.ref('excluded.expiresAt')).else(eb.ref('rateCounters.expiresAt')).end(),
            };
          })
          .where((eb) => eb.or([eb('rateCounters.expiresAt', '<=', at), eb('rateCounters.hits', '<', options.limit)])))
        .returning('hits')
        .executeTakeFirst();
      if (counted) {
        if (counted.hits === 1) await sweepCounters(db, now);
        return { allowed: true, retryAfter: 0 };
      }
      const row = await db.selectFrom('rateCounters').select('expiresAt').where('key', '=', key).executeTakeFirst();
      return { allowed: false, retryAfter: row ? secondsUntil(row.expiresAt, now) : 1 };
    },
  };
}
