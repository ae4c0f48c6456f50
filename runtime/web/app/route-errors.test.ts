import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deserializeRouteErrors, serializeRouteErrors } from './route-errors.ts';

describe('route errors in JSON', () => {
  it('round-trips a 404 response and hides other errors', () => {
    const serialized = serializeRouteErrors({
      'page___fr': new UNSAFE_ErrorResponseImpl(404, 'Not Found', { message: 'This page could not be found' }),
      root: new Error('secret stack'),
    });
    const back = deserializeRouteErrors(JSON.parse(JSON.stringify(serialized)))!;
    const notFound = back['page___fr'];
    expect(isRouteErrorResponse(notFound) && notFound.status).toBe(404);
    expect(isRouteErrorResponse(notFound) && notFound.data).toEqual({ message: 'This page could not be found' });
    expect((back.root as Error).message).toBe('Error');
  });
});
