import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.ts';
import { ApiError, notFoundMessage } from './api-error.ts';
import { fail } from './envelope.ts';

/** Turns any thrown error into an envelope: ApiError keeps its status, anything else is a 500. */
export function createOnError(log: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) return fail(c, error.status, error.message, error.data);
    if (error instanceof HTTPException) {
      return fail(c, error.status as ContentfulStatusCode, error.message || 'Request failed');
    }
    log.error(`${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return fail(c, 500, 'Internal server error');
  };
}

/** Unmatched calls: 404 with the §8 message. */
export function notFound(c: Context) {
  return fail(c, 404, notFoundMessage);
}
