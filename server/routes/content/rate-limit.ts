import type { Context } from 'hono';
import type { ApiContext } from '../../context.ts';
import { createRateLimiter, type RateLimiter } from '../../content/rate-limiter.ts';
import { ApiError } from '../../errors/api-error.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { clientAddress } from './client-address.ts';
import type { Locale } from '../../../rules/locale.ts';

/** Submissions allowed per address, site and kind of call in the window (form, message, newsletter). */
export const submissionLimit = { limit: 10, windowMs: 10 * 60 * 1000 } as const;

/** The 429 message in the request language, with the minutes to wait. */
export function tooManyMessage(retryAfterSeconds: number, lang: Locale): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const { limit } = submissionLimit;
  const window = submissionLimit.windowMs / 60000;
  const s = minutes > 1 ? 's' : '';
  return lang === 'en'
    ? `Too many submissions from your address: at most ${limit} every ${window} minutes. Try again in ${minutes} minute${s}.`
    : `Trop d’envois depuis votre adresse : ${limit} au plus toutes les ${window} minutes. Réessayez dans ${minutes} minute${s}.`;
}

/** The limiter of the public submissions, counted in the database (shared by every instance). */
export function createSubmissionLimiter(ctx: ApiContext): RateLimiter {
  return createRateLimiter(ctx.db, submissionLimit);
}

/**
 * The check a submission route runs before reading its request (contractRoute's `before`): one
 * submission of `kind` counted for the client address and site; 429 with a clear message and a
 * Retry-After header once the limit is reached.
 */
export function submissionCheck(ctx: ApiContext, limiter: RateLimiter, kind: string): (c: Context) => Promise<void> {
  return async (c) => {
    const site = siteOf(c);
    const verdict = await limiter.hit(`${kind}|${site.idSite}|${clientAddress(c)}`, ctx.now().getTime());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfter));
      throw new ApiError(429, tooManyMessage(verdict.retryAfter, langOf(c)));
    }
  };
}
