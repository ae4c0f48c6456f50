/** How long a client should wait before asking again after a database outage (`Retry-After`, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** The 503 message of a database outage, in the request's language. */
export const DATABASE_UNAVAILABLE_MESSAGE = {
  en: 'The service is temporarily unavailable. Please try again in a few moments.',
  fr: 'Le service est momentanément indisponible. Merci de réessayer dans quelques instants.',
} as const;

/** Network failures reaching the database server (Node's system error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL SQLSTATEs that say "the database cannot serve now", not "this query is wrong":
 * - down or unreachable: class 08 (connection exception), 57P01-57P05 (shutting down, crashed,
 *   starting up, database dropped, idle session ended), 3D000 (the database is gone), class 58
 *   (system error: I/O);
 * - refused: class 28 (28000 invalid authorization, 28P01 wrong password), 42501 (insufficient
 *   privilege: the role's access was revoked), 25006 (read-only transaction: a standby after failover);
 * - overloaded or timed out: class 53 (too many connections, disk full, out of memory), 57014
 *   (statement timeout), 55P03 (lock timeout).
 */
const PG_STATES = /^(08...|28...|53...|58...|57P0[1-5]|57014|55P03|3D000|42501|25006)$/;

/**
 * SQLite result codes (better-sqlite3's `code`, extended codes included) of a database that is
 * busy or locked, read-only or not permitted (READONLY, PERM, AUTH), cannot be opened or read
 * (CANTOPEN, IOERR, NOTADB, CORRUPT), or is full or out of memory.
 */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|READONLY|PERM|AUTH|CANTOPEN|IOERR|FULL|NOMEM|PROTOCOL|NOTADB|CORRUPT)(_|$)/;

/** pg's own errors, which carry no code: a connection lost or not had in time, a query read timeout; better-sqlite3's closed connection. */
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|The database connection is not open|driver has already been destroyed/i;

/**
 * Whether an error thrown by a query means the database is out of reach (down, refused,
 * revoked, restarting, locked, full, timed out) rather than a bug, by its code: such a request
 * gets a 503 with `Retry-After`, like a page whose API is down, instead of a 500. Looks into
 * `cause` and an AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_STATES.test(code) || SQLITE_CODES.test(code))) return true;
  if (PG_MESSAGES.test(error.message)) return true;
  const nested = [error.cause, ...(error instanceof AggregateError ? error.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
