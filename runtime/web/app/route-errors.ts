import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';

/** A route error as it travels in JSON (hydration data, `/_data` responses). */
export type SerializedRouteError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

export function serializeRouteErrors(errors: Record<string, unknown> | null | undefined): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
      : { __type: 'Error', message: 'Error' };
  }
  return out;
}

/** Back to what react-router expects: ErrorResponse objects, or plain Errors. */
export function deserializeRouteError(error: SerializedRouteError): unknown {
  return error.__type === 'RouteErrorResponse'
    ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
    : new Error(error.message);
}

export function deserializeRouteErrors(errors: Record<string, SerializedRouteError> | null | undefined): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, deserializeRouteError(error)]));
}
