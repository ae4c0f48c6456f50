import { isRouteErrorResponse } from 'react-router';

/** Status and message of whatever a loader or a component threw (status 500 and 'Error' by default). */
export function errorDetails(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | null;
    const message = typeof data === 'string' ? data : typeof data?.message === 'string' ? data.message : error.statusText;
    return { status: error.status, message: message || 'Error' };
  }
  return { status: 500, message: 'Error' };
}
