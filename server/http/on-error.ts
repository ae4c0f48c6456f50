import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.ts';
import { ApiError, notFoundMessage } from '../errors/api-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.ts';
import { fail } from './envelope.ts';
import { normalizeLang } from './request-context.ts';
import { pickText } from '../../rules/text/pick-text.ts';

/**
 * Turns any thrown error into an envelope: ApiError keeps its status; a database out of reach is
 * a 503 with `Retry-After` (the client may try again, as with a page whose API is down);
 * anything else is a 500.
 */
export function createOnError(log: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) return fail(c, error.status, error.messageIn(normalizeLang(c.req.header('userLang')) ?? 'fr_FR'), error.data);
    if (error instanceof HTTPException) {
      return fail(c, error.status as ContentfulStatusCode, error.message || 'Request failed');
    }
    if (isDatabaseUnavailable(error)) {
      log.error(`${c.req.method} ${c.req.path}: database unavailable: ${error.message}`);
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return fail(c, 503, pickText(DATABASE_UNAVAILABLE_MESSAGE, normalizeLang(c.req.header('userLang')) ?? 'fr_FR'));
    }
    log.error(`${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return fail(c, 500, 'Internal server error');
  };
}

/** Unmatched calls: 404 with the §8 message. */
export function notFound(c: Context) {
  return fail(c, 404, notFoundMessage);
}
