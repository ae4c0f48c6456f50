import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deserializeRouteErrors, scriptSafeJson, serializeRouteErrors } from './route-errors.ts';

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
  it('escapes what could end the inline script', () => {
    const json = scriptSafeJson({ html: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ html: '</script><script>alert(1)</script>' });
  });
  it('escapes comment openers, ampersands and line separators, and reads back the same value', () => {
    const value = { text: '<!-- a & b -->\u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).toBe('{"text":"\\u003c!-- a \\u0026 b --\\u003e\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
