import { isRouteErrorResponse } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientLoaders } from './client-loaders.ts';

function args(url: string): LoaderFunctionArgs {
  return { request: new Request(url), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
}

function stubFetch(body: unknown) {
  const fetch = vi.fn(async (_input: string) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('client loaders', () => {
  it('asks /_data once for all the loaders of a navigation', async () => {
    const fetch = stubFetch({ loaderData: { root: { locale: 'en' }, 'legal-notice___en': { blockTypes: [], layout: [] } }, errors: null });
    const [root, page] = await Promise.all([
      clientLoaders.root(args('http://x/en/legal-notice')),
      clientLoaders.page('legal-notice___en')(args('http://x/en/legal-notice')),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(fetch.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/_data');
    expect(url.searchParams.get('path')).toBe('/en/legal-notice');
    expect(url.searchParams.get('routes')).toBe('root,legal-notice___en');
    expect(root).toEqual({ locale: 'en' });
    expect(page).toMatchObject({ blockTypes: [] });
  });

  it('turns a server redirect into a router redirect', async () => {
    stubFetch({ redirect: '/' });
    const thrown: unknown = await Promise.resolve(clientLoaders.page('cart___fr')(args('http://x/cart'))).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });

  it('throws the route error the server reported, e.g. a 404', async () => {
    stubFetch({ loaderData: {}, errors: { 'page___fr': { __type: 'RouteErrorResponse', status: 404, statusText: 'Not Found', data: { message: 'This page could not be found' } } } });
    const thrown: unknown = await Promise.resolve(clientLoaders.page('page___fr')(args('http://x/nope'))).catch((error: unknown) => error);
    expect(isRouteErrorResponse(thrown) && thrown.status).toBe(404);
  });
});
