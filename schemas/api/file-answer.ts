import { Type } from '@sinclair/typebox';

/**
 * The answer of a route that sends a file (streamed, with its own headers) instead of the JSON
 * envelope: the handler returns the `Response`, which `contractRoute` passes on as it is.
 * Callers link to such a route; they never `api.call` it.
 */
export const FileAnswer = Type.Unsafe<Response>({ description: 'a file, streamed with its own headers (not the JSON envelope)' });
