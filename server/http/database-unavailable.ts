/** How long a client should wait before asking again after a database outage (`Retry-After`, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** The 503 message of a database outage, in the request's language. */
export const DATABASE_UNAVAILABLE_MESSAGE = {
  en: 'The service is temporarily unavailable. Please try again in a few moments.',
  fr_FR: 'Le service est momentanément indisponible. Merci de réessayer dans quelques instants.',
} as const;

/** Network failures reaching the database server (Node's system error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL SQLSTATEs that say "the database cannot serve now", not "this query is wrong":
 * class 08 (connection exception), 53 (insufficient resources: too many connections, disk full,
 * out of memory), 57P01-57P03 (shutting down, crashed, starting up), 3D000 (the database is gone).
 */
const PG_STATES = /^(08...|53...|57P0[1-3]|3D000)$/;

/** SQLite result codes of a database that is busy, locked, unreadable or full (better-sqlite3's `code`). */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|NOTADB|CORRUPT)(_|$)/;

/** pg's own messages when a connection is lost or cannot be had in time. */
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|The database connection is not open|driver has already been destroyed/i;

/**
 * Whether an error thrown by a query means the database is out of reach (down, restarting,
 * locked, full) rather than a bug: such a request gets a 503 with `Retry-After`, like a page
 * whose API is down, instead of a 500. Looks into `cause` and an AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_STATES.test(code) || SQLITE_CODES.test(code))) return true;
  if (PG_MESSAGES.test(error.message)) return true;
  const nested = [error.cause, ...(error instanceof AggregateError ? error.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
